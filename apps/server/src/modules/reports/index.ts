/**
 * The public entry of the reports module (docs/decisions/0013, 0028): `POST /api/reports` and the
 * admins' `GET /api/admin/reports`, the site's own score reports (docs/decisions/0054: filed for a held
 * score, resolved when an admin releases or removes it), and the one report presenter (the admin account page lists reports too). Files outside `modules/reports/` import only this file.
 */
export { adminReportsRoutes, reportsRoutes } from './reports.routes.ts';
export { presentReport } from './reports.presenter.ts';
export { fileScoreReport, resolveScoreReports } from './reports.service.ts';
