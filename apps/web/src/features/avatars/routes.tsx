import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The avatars pages (spec §2). */
export const avatarsRoutes: FeatureRoutes = {
  public: [],
  signedIn: [],
};
