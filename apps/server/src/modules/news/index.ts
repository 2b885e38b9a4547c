/**
 * The public entry of the news module (docs/decisions/0013, 0028): its public routes under
 * `/api/news` and admin routes under `/api/admin/news`. Files outside `modules/news/` import only
 * this file; tests may reach further.
 */
export { adminNewsRoutes, newsRoutes } from './news.routes.ts';
