/**
 * The public entry of the admin module (docs/decisions/0013): its routes under `/api/admin`. Files
 * outside `modules/admin/` import only this file; tests may reach further.
 */
export { adminRoutes } from './admin.routes.ts';
