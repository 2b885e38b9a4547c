/**
 * The public entry of the reviews module (docs/decisions/0013, 0027): its routes, registered by
 * app.ts under `/api/beatmaps`. Files outside `modules/reviews/` import only this file; tests may
 * reach further.
 */
export { reviewsRoutes } from './reviews.routes.ts';
