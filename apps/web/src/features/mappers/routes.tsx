import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/** The mapper list (spec §2 /beatmaps/mappers), public. */
export const mappersRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.beatmaps.mappers.path),
      lazy: () => import('./pages/mappers-page.tsx').then((m) => ({ Component: m.MappersPage })),
    },
  ],
  signedIn: [],
};
