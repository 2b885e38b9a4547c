import type { AdminUserFilters, UploadKind } from '@synthhub/shared/admin/users.schemas';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  avatars,
  beatmaps,
  playlists,
  refreshTokens,
  reports,
  stages,
  users,
} from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { pageOfTable } from '../../lib/crud/page-total.ts';
import { uploadsCount } from './admin-users.crud.ts';

/** A database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A `users` row with its number of uploads, as the admin screens read it. */
export type AdminUserRow = typeof users.$inferSelect & { uploads: number };

const adminColumns = { user: users, uploads: uploadsCount };
const flat = (row: { user: typeof users.$inferSelect; uploads: number }): AdminUserRow => ({
  ...row.user,
  uploads: row.uploads,
});

const filterWhere = (f: AdminUserFilters): SQL | undefined =>
  and(
    f.admin === undefined ? undefined : eq(users.admin, f.admin),
    f.suspended === undefined
      ? undefined
      : f.suspended
        ? isNotNull(users.suspendedAt)
        : isNull(users.suspendedAt),
    f.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
  );

/**
 * One page of accounts and the total (one statement, lib/crud/page-total.ts) under the grammar's
 * WHERE/ORDER BY and the extra filters; deleted accounts only when `filters.deleted` is true.
 */
export async function findAdminUsers(
  db: Db,
  query: CompiledQuery,
  filters: AdminUserFilters,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = and(query.where, filterWhere(filters));
  const { rows, total } = await pageOfTable(db, users, adminColumns, where, query);
  return { rows: rows.map(flat), total };
}

/** The account with this id (deleted ones too) with its uploads count, or undefined. */
export async function findAdminUser(db: DbOrTx, id: number): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(adminColumns).from(users).where(eq(users.id, id));
  return row && flat(row);
}

/** The account's row locked (`FOR UPDATE`) until the transaction ends, or undefined. */
export async function lockUser(tx: DbOrTx, id: number): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

/** Sets the admin flag and touches `updated_at`. */
export async function updateAdminFlag(db: DbOrTx, id: number, admin: boolean): Promise<void> {
  await db
    .update(users)
    .set({ admin, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Suspends (`reason` a string: `suspended_at` kept if set, else now) or lifts (`null`) a suspension. */
export async function updateSuspension(db: DbOrTx, id: number, reason: string | null): Promise<void> {
  await db
    .update(users)
    .set({
      suspendedAt: reason === null ? null : sql`coalesce(${users.suspendedAt}, now())`,
      suspendedReason: reason,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/** The refresh-token families of a user with a token not yet revoked (sorted: a stable lock order). */
export async function liveFamilies(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.familyId).sort();
}

/** Revokes every refresh token of a user; call holding each live family's lock. */
export async function revokeRefreshTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Each upload kind's table and the column a person reads as its title. */
const UPLOAD_TABLES = {
  beatmap: { table: beatmaps, title: sql<string>`${beatmaps.artist} || ' - ' || ${beatmaps.title}` },
  playlist: { table: playlists, title: sql<string>`${playlists.name}` },
  stage: { table: stages, title: sql<string>`${stages.name}` },
  avatar: { table: avatars, title: sql<string>`${avatars.name}` },
} as const;

/** One upload of an account: id, title, published, created_at. */
export interface UploadRow {
  id: number;
  title: string;
  published: boolean;
  createdAt: Date;
}

/** How many items of `kind` the user uploaded, and the newest `max` of them. */
export async function uploadsOf(
  db: DbOrTx,
  kind: UploadKind,
  userId: number,
  max: number,
): Promise<{ count: number; items: UploadRow[] }> {
  const { table, title } = UPLOAD_TABLES[kind];
  const [total] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  const items = await db
    .select({ id: table.id, title, published: table.published, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(max);
  return { count: total?.n ?? 0, items };
}

/** A report row with the reporter's username. */
export type UserReportRow = typeof reports.$inferSelect & { reporterName: string | null };

const reportColumns = { report: reports, reporterName: users.username };

/** The newest `max` reports filed by the user. */
export async function reportsBy(db: DbOrTx, userId: number, max: number): Promise<UserReportRow[]> {
  const rows = await db
    .select(reportColumns)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(eq(reports.reporterId, userId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(max);
  return rows.map((r) => ({ ...r.report, reporterName: r.reporterName }));
}

/** The newest `max` reports about the user (`target_kind` 'user') or any item they uploaded. */
export async function reportsAbout(db: DbOrTx, userId: number, max: number): Promise<UserReportRow[]> {
  const about = (kind: UploadKind) => {
    const { table } = UPLOAD_TABLES[kind];
    return and(
      eq(reports.targetKind, kind),
      inArray(reports.targetId, db.select({ id: table.id }).from(table).where(eq(table.userId, userId))),
    );
  };
  const rows = await db
    .select(reportColumns)
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(
      or(
        and(eq(reports.targetKind, 'user'), eq(reports.targetId, userId)),
        about('beatmap'),
        about('playlist'),
        about('stage'),
        about('avatar'),
      ),
    )
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(max);
  return rows.map((r) => ({ ...r.report, reporterName: r.reporterName }));
}
