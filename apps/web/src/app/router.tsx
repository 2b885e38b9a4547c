import type { RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { adminRoutes } from '../features/admin/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { passwordAndDeviceRoutes } from '../features/auth/password-and-device-routes.tsx';
import { archiveRoutes } from '../features/archive/routes.tsx';
import { avatarsRoutes } from '../features/avatars/routes.tsx';
import { beatmapsRoutes } from '../features/beatmaps/routes.tsx';
import { deviceRoutes } from '../features/device/routes.tsx';
import { leaderboardsRoutes } from '../features/leaderboards/routes.tsx';
import { mappersRoutes } from '../features/mappers/routes.tsx';
import { modsRoutes } from '../features/mods/routes.tsx';
import { newsRoutes } from '../features/news/routes.tsx';
import { playlistsRoutes } from '../features/playlists/routes.tsx';
import { stagesRoutes } from '../features/stages/routes.tsx';
import { type FeatureRoutes, rel } from '../lib/feature-routes.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { ProgressBar } from './layout/progress-bar.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { leaderboardTabRoutes } from './routes/leaderboard-tab-routes.ts';
import { peopleRoutes } from './routes/people-routes.tsx';
import { eventRoutes } from './routes/event-routes.tsx';
import { reviewTabRoutes } from './routes/review-tab-routes.ts';
import { RequireAuth } from './routes/require-auth.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Every feature's routes; features never import each other, they meet here (conventions). */
const features: FeatureRoutes[] = [
  adminRoutes,
  beatmapsRoutes,
  mappersRoutes,
  playlistsRoutes,
  stagesRoutes,
  avatarsRoutes,
  modsRoutes,
  leaderboardsRoutes,
  leaderboardTabRoutes,
  reviewTabRoutes,
  peopleRoutes,
  eventRoutes,
  deviceRoutes,
  authRoutes,
  passwordAndDeviceRoutes,
  newsRoutes,
  archiveRoutes,
];

/**
 * The routes of spec §2 that exist so far, each page lazy-loaded into its own chunk; every other
 * path shows the 404 page. Signed-in routes sit under {@link RequireAuth}.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <ProgressBar />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx').then((m) => ({ Component: m.HomeRoute })) },
          {
            path: rel(paths.login.path),
            lazy: () =>
              import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: rel(paths.copyright.path),
            lazy: () => import('./routes/copyright.tsx').then((m) => ({ Component: m.CopyrightRoute })),
          },
          {
            path: rel(paths.privacy.path),
            lazy: () => import('./routes/privacy.tsx').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: rel(paths.donate.path),
            lazy: () => import('./routes/donate.tsx').then((m) => ({ Component: m.DonateRoute })),
          },
          ...features.flatMap((f) => f.public),
          { element: <RequireAuth />, children: features.flatMap((f) => f.signedIn) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];
