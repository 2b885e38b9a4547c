import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** The archive pages (spec §2): `/archive/chartathon`, public. */
export const archiveRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.archive.chartathon.path),
      lazy: () => import('./pages/chartathon-page.tsx').then((m) => ({ Component: m.ChartathonPage })),
    },
  ],
  signedIn: [],
};
