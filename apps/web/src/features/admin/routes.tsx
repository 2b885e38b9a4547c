import { ErrorPage } from '../../components/error-page.tsx';
import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';
import { adminScreens } from './admin-screens.ts';

/**
 * The admin area (spec §2 "Admin area"): `/admin` (the overview) and every screen of
 * `adminScreens` below it, signed in, inside AdminLayout — which shows "Unauthorized" to anyone but
 * an admin (spec §6; the server refuses their API calls anyway). An unknown `/admin/…` path is the
 * not-found page.
 */
export const adminRoutes: FeatureRoutes = {
  public: [],
  signedIn: [
    {
      path: rel(paths.admin.path),
      lazy: () => import('./components/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
      children: [
        {
          index: true,
          lazy: () => import('./pages/admin-page.tsx').then((m) => ({ Component: m.AdminPage })),
        },
        ...adminScreens.map(({ path, lazy }) => ({ path, lazy })),
        { path: '*', Component: ErrorPage },
      ],
    },
  ],
};
