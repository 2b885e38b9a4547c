/**
 * The public entry of the mappers module (docs/decisions/0013): its route `GET /api/mappers`.
 * Files outside `modules/mappers/` import only this file; tests may reach further.
 */
export { mappersRoutes } from './mappers.routes.ts';
