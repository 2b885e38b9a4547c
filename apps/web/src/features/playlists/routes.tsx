import type { FeatureRoutes } from '../../lib/feature-routes.ts';

/** The playlists pages (spec §2). */
export const playlistsRoutes: FeatureRoutes = {
  public: [],
  signedIn: [],
};
