import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const list = (browse: boolean) => () =>
  import('./pages/playlists-page.tsx').then((m) => ({
    Component: () => <m.PlaylistsPage browse={browse} />,
  }));

/**
 * The playlist pages (spec §2): `/playlists` (and its `browse` child) and `/playlists/{id}` for
 * everyone; `/playlists/edit/{id}` (also `new`) and `/user/playlists/upload` when signed in.
 */
export const playlistsRoutes: FeatureRoutes = {
  public: [
    { path: rel(paths.playlists.list.path), lazy: list(false) },
    { path: rel(paths.playlists.browse.path), lazy: list(true) },
    {
      path: rel(paths.playlists.detail.path),
      lazy: () => import('./pages/playlist-page.tsx').then((m) => ({ Component: m.PlaylistPage })),
    },
  ],
  signedIn: [
    {
      path: rel(paths.playlists.edit.path),
      lazy: () => import('./pages/playlist-edit-page.tsx').then((m) => ({ Component: m.PlaylistEditPage })),
    },
    {
      path: rel(paths.user.uploadPlaylist.path),
      lazy: () =>
        import('./pages/upload-playlist-page.tsx').then((m) => ({ Component: m.UploadPlaylistPage })),
    },
  ],
};
