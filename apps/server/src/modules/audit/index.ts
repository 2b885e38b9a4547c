/**
 * The public entry of the audit module (docs/decisions/0013, 0030): its admin route, and the
 * extension point every admin action calls inside its transaction, `recordAudit` (with an optional
 * moderation notice for the owner), and the log's reader for other admin screens (an account's history). Files outside `modules/audit/` import only this file.
 */
export { adminAuditRoutes } from './audit.routes.ts';
export {
  type AuditInput,
  type DbOrTx,
  listAudit,
  type ModerationNotice,
  recordAudit,
} from './audit.service.ts';
