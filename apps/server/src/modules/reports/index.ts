/**
 * The public entry of the reports module (docs/decisions/0013, 0028): `POST /api/reports` and the
 * admins' `GET /api/admin/reports`, and the one report presenter (the admin account page lists reports too). Files outside `modules/reports/` import only this file.
 */
export { adminReportsRoutes, reportsRoutes } from './reports.routes.ts';
export { presentReport } from './reports.presenter.ts';
