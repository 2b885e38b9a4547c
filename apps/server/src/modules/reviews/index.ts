/**
 * The public entry of the reviews module (docs/decisions/0013, 0027): its routes, registered by
 * app.ts under `/api/beatmaps`, and the admin moderation routes under `/api/admin/reviews`. Files outside `modules/reviews/` import only this file; tests may
 * reach further.
 */
export { reviewsRoutes } from './reviews.routes.ts';
export { adminReviewsRoutes } from './admin-reviews.routes.ts';
