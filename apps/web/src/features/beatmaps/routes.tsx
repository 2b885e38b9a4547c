import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** Beatmap pages (spec §2): list and detail for everyone; edit and the upload page when signed in. */
export const beatmapsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.beatmaps.list.path),
      lazy: () => import('./pages/beatmaps-page.tsx').then((m) => ({ Component: m.BeatmapsPage })),
    },
    {
      path: rel(paths.beatmaps.detail.path),
      lazy: () => import('./pages/beatmap-page.tsx').then((m) => ({ Component: m.BeatmapPage })),
    },
  ],
  signedIn: [
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
