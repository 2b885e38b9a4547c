import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The users pages (spec §2). */
export const usersRoutes: FeatureRoutes = {
  public: [],
  signedIn: [],
};
