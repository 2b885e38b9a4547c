import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';
import { BEATMAP_LIST_SPEC, RECENT_BEATMAPS_SPEC } from './beatmap-browse.ts';
import type { ServerRenderHandle } from '../../lib/server-rendered.ts';
import { beatmapsFirstPage, beatmapsLoader } from './beatmaps-loader.ts';

/** The list page's module, as the build manifest names it (ServerRenderHandle `pageModule`). */
const PAGE_MODULE = 'src/features/beatmaps/pages/beatmaps-page.tsx';

/**
 * Beatmap pages (spec §2): the list, Recent and detail for everyone; edit, the upload page and the
 * download history when signed in. The list and Recent are rendered on the server too (their
 * `handle`, docs/decisions/0029).
 */
export const beatmapsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.beatmaps.list.path),
      loader: beatmapsLoader(BEATMAP_LIST_SPEC),
      handle: {
        firstPageQueries: beatmapsFirstPage(BEATMAP_LIST_SPEC),
        pageModule: PAGE_MODULE,
      } satisfies ServerRenderHandle,
      // The object form loads the page beside the loader (the function form would wait for it first).
      lazy: { Component: () => import('./pages/beatmaps-page.tsx').then((m) => m.BeatmapsPage) },
    },
    {
      path: rel(paths.beatmaps.recent.path),
      loader: beatmapsLoader(RECENT_BEATMAPS_SPEC),
      handle: {
        firstPageQueries: beatmapsFirstPage(RECENT_BEATMAPS_SPEC),
        pageModule: PAGE_MODULE,
      } satisfies ServerRenderHandle,
      lazy: {
        Component: () => import('./pages/beatmaps-page.tsx').then((m) => () => <m.BeatmapsPage recent />),
      },
    },
    {
      path: rel(paths.beatmaps.detail.path),
      lazy: () => import('./pages/beatmap-page.tsx').then((m) => ({ Component: m.BeatmapPage })),
    },
    {
      path: rel(paths.beatmaps.video.path),
      lazy: () => import('./pages/beatmap-video-page.tsx').then((m) => ({ Component: m.BeatmapVideoPage })),
    },
    {
      path: rel(paths.beatmaps.downloader.path),
      lazy: () => import('./pages/downloader-page.tsx').then((m) => ({ Component: m.DownloaderPage })),
    },
  ],
  signedIn: [
    {
      path: rel(paths.beatmaps.downloads.path),
      lazy: () =>
        import('./pages/download-history-page.tsx').then((m) => ({ Component: m.DownloadHistoryPage })),
    },
    {
      path: rel(paths.beatmaps.edit.path),
      lazy: () => import('./pages/beatmap-edit-page.tsx').then((m) => ({ Component: m.BeatmapEditPage })),
    },
    {
      path: rel(paths.user.uploadBeatmap.path),
      lazy: () => import('./pages/upload-beatmap-page.tsx').then((m) => ({ Component: m.UploadBeatmapPage })),
    },
  ],
};
