/**
 * The public entry of the admin-users module (spec §2 "Admin area" users; docs/decisions/0013,
 * 0030-admin-area, "Account suspension"): the `/api/admin/users` routes, and the admin-flag change the
 * `npm run admin` script shares. Files outside `modules/admin-users/` import only this file.
 */
export { adminUsersRoutes } from './admin-users.routes.ts';
export { updateAdminFlag } from './admin-users.repository.ts';
