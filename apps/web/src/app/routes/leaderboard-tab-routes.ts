import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * The Leaderboards tabs of item pages (spec §2 children `leaderboards`); the beatmaps, playlists
 * and leaderboards features meet here (features never import each other).
 */
export const leaderboardTabRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.beatmaps.leaderboards.path),
      lazy: () => import('./leaderboard-tabs.tsx').then((m) => ({ Component: m.BeatmapLeaderboardsRoute })),
    },
    {
      path: rel(paths.playlists.leaderboards.path),
      lazy: () => import('./leaderboard-tabs.tsx').then((m) => ({ Component: m.PlaylistLeaderboardsRoute })),
    },
  ],
  signedIn: [],
};
