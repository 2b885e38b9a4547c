import { and, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

/** A database or an open transaction: audit rows are written inside the change they record. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** An audit row with the acting admin's username (null when the account is gone). */
export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** Inserts one audit row. */
export async function insertAudit(db: DbOrTx, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** The filters of one audit page, already validated (see auditListQuerySchema). */
export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  targetKind?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const action = filter.action;
  return and(
    action === undefined
      ? undefined
      : action.endsWith('.')
        ? like(auditLog.action, `${action.replace(/[\\%_]/g, '\\$&')}%`)
        : eq(auditLog.action, action),
    filter.actor === undefined ? undefined : sql`lower(${users.username}) = lower(${filter.actor})`,
    filter.targetKind === undefined ? undefined : eq(auditLog.targetKind, filter.targetKind),
    filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.to === undefined ? undefined : lte(auditLog.createdAt, filter.to),
  );
}

/** One page of audit rows, newest first, within `filter`; with the total across pages. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { page: number; size: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ entry: auditLog, actorName: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where);
  return { rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName })), total: total?.n ?? 0 };
}
