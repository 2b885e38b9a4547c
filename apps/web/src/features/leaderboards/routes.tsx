import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** The leaderboards pages that exist so far (spec §2): a leaderboard profile. */
export const leaderboardsRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.leaderboards.profile.path),
      lazy: () =>
        import('./pages/leaderboard-profile-page.tsx').then((m) => ({ Component: m.LeaderboardProfilePage })),
    },
  ],
  signedIn: [],
};
