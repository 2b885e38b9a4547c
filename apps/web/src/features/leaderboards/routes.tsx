import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const tabsPage = (tab?: string) => () =>
  import('./pages/leaderboards-page.tsx').then((m) => ({
    Component: () => <m.LeaderboardsPage tab={tab} />,
  }));

const rankings = () => import('./pages/rankings-page.tsx').then((m) => ({ Component: m.RankingsPage }));

/**
 * The competitive pages (spec §2): `/leaderboards` with its tabs challenges, dethrones, recent, top
 * and `challenges/{id}`, `/leaderboards/{id}`, `/leaderboards/profile/{id}`, `/rankings` and
 * `/rankings/season/{slug}`. The tabs are static paths, so they win over `/leaderboards/{id}`.
 */
export const leaderboardsRoutes: FeatureRoutes = {
  public: [
    { path: rel(paths.leaderboards.path), lazy: tabsPage() },
    ...['challenges', 'dethrones', 'recent', 'top'].map((tab) => ({
      path: rel(paths.leaderboards.tab.getHref(tab)),
      lazy: tabsPage(tab),
    })),
    {
      path: rel(paths.leaderboards.challenge.path),
      lazy: () => import('./pages/challenge-page.tsx').then((m) => ({ Component: m.ChallengePage })),
    },
    {
      path: rel(paths.leaderboards.detail.path),
      lazy: () => import('./pages/leaderboard-page.tsx').then((m) => ({ Component: m.LeaderboardPage })),
    },
    {
      path: rel(paths.leaderboards.profile.path),
      lazy: () =>
        import('./pages/leaderboard-profile-page.tsx').then((m) => ({ Component: m.LeaderboardProfilePage })),
    },
    {
      path: rel(paths.leaderboards.ownProfile.path),
      lazy: () =>
        import('./pages/own-leaderboard-profile.tsx').then((m) => ({
          Component: m.OwnLeaderboardProfilePage,
        })),
    },
    { path: rel(paths.rankings.path), lazy: rankings },
    { path: rel(paths.rankings.seasonIndex.path), lazy: rankings },
    { path: rel(paths.rankings.season.path), lazy: rankings },
  ],
  signedIn: [],
};
