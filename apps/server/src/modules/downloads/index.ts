/**
 * The public entry of the downloads module (docs/decisions/0013): its route `GET /api/downloads`
 * (a user's beatmap download history). Files outside `modules/downloads/` import only this file;
 * tests may reach further.
 */
export { downloadsRoutes } from './downloads.routes.ts';
