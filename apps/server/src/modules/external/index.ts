/**
 * The public entry of the external module (spec §7 External; docs/decisions/0013):
 * `GET /api/site/external` and its settings. Files outside `modules/external/` import only this file.
 */
export { externalRoutes } from './external.routes.ts';
export { readExternalSettings, type ExternalSettings } from './external-settings.ts';
