import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

const adminPage = () => import('./pages/admin-page.tsx').then((m) => ({ Component: m.AdminPage }));

/**
 * The admin area (spec §2 "Admin area"): `/admin` and every path below it, signed in; the page itself
 * shows "Unauthorized" to anyone but an admin (spec §6; the server refuses their API calls anyway).
 */
export const adminRoutes: FeatureRoutes = {
  public: [],
  signedIn: [
    { path: rel(paths.admin.path), lazy: adminPage },
    { path: `${rel(paths.admin.path)}/*`, lazy: adminPage },
  ],
};
