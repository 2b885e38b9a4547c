import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { paths } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { ProgressBar } from './layout/progress-bar.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RequireAuth } from './routes/require-auth.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Strips the leading slash: child routes are relative to the layout route. */
const rel = (path: string) => path.replace(/^\//, '');

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
          {
            path: rel(paths.beatmaps.list.path),
            lazy: () =>
              import('../features/beatmaps/pages/beatmaps-page.tsx').then((m) => ({
                Component: m.BeatmapsPage,
              })),
          },
          {
            path: rel(paths.beatmaps.detail.path),
            lazy: () =>
              import('../features/beatmaps/pages/beatmap-page.tsx').then((m) => ({
                Component: m.BeatmapPage,
              })),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: rel(paths.beatmaps.edit.path),
                lazy: () =>
                  import('../features/beatmaps/pages/beatmap-edit-page.tsx').then((m) => ({
                    Component: m.BeatmapEditPage,
                  })),
              },
              {
                path: rel(paths.user.uploadBeatmap.path),
                lazy: () =>
                  import('../features/beatmaps/pages/upload-beatmap-page.tsx').then((m) => ({
                    Component: m.UploadBeatmapPage,
                  })),
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/** The app's router (browser history), created once on first render. */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
