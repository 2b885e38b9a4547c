/**
 * The public entry of the tags module (docs/decisions/0013, docs/decisions/0031-tags.md): the
 * public suggestions under `/api/tags` and the admin routes under `/api/admin/tags`. Files outside
 * `modules/tags/` import only this file.
 */
export { adminTagsRoutes, tagsRoutes } from './tags.routes.ts';
