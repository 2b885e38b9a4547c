import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';

/** The database or a transaction on it (admin changes run in one with their audit entry). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A report row with the username of the account that filed it (null: anonymous or gone). */
export type ReportRow = typeof reports.$inferSelect & { reporterName: string | null };

/** Inserts a report; answers its id and status. */
export async function insertReport(
  db: DbOrTx,
  values: typeof reports.$inferInsert,
): Promise<{ id: number; status: string }> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id, status: reports.status });
  return row!;
}

/** One page of reports, newest first, optionally of one status; with the total across pages. */
export async function listReports(
  db: Db,
  opts: { status?: string; page: number; size: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const where = opts.status ? eq(reports.status, opts.status) : undefined;
  const rows = await db
    .select({ report: reports, reporterName: users.username })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(reports).where(where);
  return { rows: rows.map((r) => ({ ...r.report, reporterName: r.reporterName })), total: total?.n ?? 0 };
}

/**
 * Sets report `id`'s status; answers the report and the status it had, or undefined when there is
 * none. Locks the row (the update's own lock) so the previous status read is the one replaced.
 */
export async function updateReportStatus(
  db: DbOrTx,
  id: number,
  status: string,
): Promise<(ReportRow & { previousStatus: string }) | undefined> {
  const [previous] = await db
    .select({ status: reports.status })
    .from(reports)
    .where(eq(reports.id, id))
    .for('update');
  if (!previous) return undefined;
  const [row] = await db.update(reports).set({ status }).where(eq(reports.id, id)).returning();
  if (!row) return undefined;
  const [reporter] = row.reporterId
    ? await db.select({ username: users.username }).from(users).where(eq(users.id, row.reporterId))
    : [];
  return { ...row, reporterName: reporter?.username ?? null, previousStatus: previous.status };
}

/** Report `id` with its reporter's username, or undefined when there is none. */
export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select({ report: reports, reporterName: users.username })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.id, id));
  return row ? { ...row.report, reporterName: row.reporterName } : undefined;
}

/**
 * Resolves every open 'score' report about score `scoreId` (docs/decisions/0054: an admin released
 * or removed it); answers the ids and the status each had.
 */
export async function resolveScoreReports(db: DbOrTx, scoreId: number): Promise<number[]> {
  const rows = await db
    .update(reports)
    .set({ status: 'resolved' })
    .where(
      and(
        eq(reports.kind, 'score'),
        eq(reports.targetKind, 'score'),
        eq(reports.targetId, scoreId),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ id: reports.id });
  return rows.map((r) => r.id);
}
