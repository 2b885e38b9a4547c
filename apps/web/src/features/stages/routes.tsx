import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The stages pages (spec §2). */
export const stagesRoutes: FeatureRoutes = {
  public: [],
  signedIn: [],
};
