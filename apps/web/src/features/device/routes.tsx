import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** Device pages (spec §2): `/device` "Manage Device", open to everyone (the device is in the browser). */
export const deviceRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.device.path),
      lazy: () => import('./pages/device-page.tsx').then((m) => ({ Component: m.DevicePage })),
    },
  ],
  signedIn: [],
};
