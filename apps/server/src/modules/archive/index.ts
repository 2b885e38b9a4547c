/**
 * The public entry of the archive module (docs/decisions/0013, 0028): `GET /api/archive/chartathons`.
 * Files outside `modules/archive/` import only this file.
 */
export { archiveRoutes } from './archive.routes.ts';
