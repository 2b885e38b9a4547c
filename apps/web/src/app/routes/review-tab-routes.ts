import { paths } from '../../config/paths.ts';
import { type FeatureRoutes, rel } from '../../lib/feature-routes.ts';

/**
 * The Reviews tab of the beatmap page (spec §2 child `reviews`; docs/decisions/0027); the
 * beatmaps and reviews features meet here (features never import each other).
 */
export const reviewTabRoutes: FeatureRoutes = {
  public: [
    {
      path: rel(paths.beatmaps.reviews.path),
      lazy: () => import('./review-tabs.tsx').then((m) => ({ Component: m.BeatmapReviewsRoute })),
    },
  ],
  signedIn: [],
};
