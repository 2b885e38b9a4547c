import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import type { ItemStore } from '../items/index.ts';
import { rowsByIdsWithFeedCursor } from '../items/index.ts';

/** An avatar row joined with its uploader's public columns. */
export type AvatarWithUser = typeof avatars.$inferSelect & {
  user: { id: number; username: string; avatarFilename: string | null };
};
export type AvatarRow = typeof avatars.$inferSelect;
export type NewAvatar = typeof avatars.$inferInsert;

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const withUser = {
  avatar: avatars,
  user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
};

function merge(row: { avatar: AvatarRow; user: AvatarWithUser['user'] }): AvatarWithUser {
  return { ...row.avatar, user: row.user };
}

/**
 * Public avatars by id with their uploaders, in the order of the ids, and the change feed's cursor
 * of the same snapshot: the page rows of the name index (read-models/name-index, docs/decisions/0040).
 */
export const findAvatarsByIdsWithFeedCursor = rowsByIdsWithFeedCursor(
  'avatar',
  withUser,
  (row: Parameters<typeof merge>[0]) => row.avatar.id,
  merge,
);

/** One avatar with its uploader, or undefined. */
export async function findAvatarById(db: DbOrTx, id: number): Promise<AvatarWithUser | undefined> {
  const rows = await db
    .select(withUser)
    .from(avatars)
    .innerJoin(users, eq(users.id, avatars.userId))
    .where(eq(avatars.id, id));
  return rows[0] && merge(rows[0]);
}

/**
 * One page of avatars with their uploaders and the total, in one statement (lib/crud/page-total.ts; the count
 * reads avatars alone: `user.*` conditions go through `user_id`, see viaForeignKey), for a
 * compiled list request (lib/crud; formats.md §6.1) ANDed with the caller's `scope` (visibility,
 * uploader). The default order `published_at DESC NULLS LAST, id DESC` with the published scope
 * reads the partial index `avatars_published_at_idx`.
 */
export async function listAvatars(
  db: DbOrTx,
  query: CompiledQuery,
  scope: SQL | undefined,
): Promise<{ rows: AvatarWithUser[]; total: number }> {
  const where = and(scope, query.where);
  const { rows, total } = await pageWithTotal(
    db.select({ n: count() }).from(avatars).where(where),
    query,
    (totalColumn) =>
      db
        .select({ ...withUser, total: totalColumn })
        .from(avatars)
        .innerJoin(users, eq(users.id, avatars.userId))
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
  );
  return { rows: rows.map(merge), total };
}

/** Inserts an avatar row and returns it. */
export async function insertAvatar(db: DbOrTx, values: NewAvatar): Promise<AvatarRow> {
  const rows = await db.insert(avatars).values(values).returning();
  return rows[0]!;
}

/** Updates columns of an avatar (and `updated_at`); returns the row or undefined. */
export async function updateAvatar(
  db: DbOrTx,
  id: number,
  values: Partial<NewAvatar>,
): Promise<AvatarRow | undefined> {
  const rows = await db
    .update(avatars)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(avatars.id, id))
    .returning();
  return rows[0];
}

/** How many avatars exist (demo seeding and tests). */
export async function countAvatars(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(avatars);
  return rows[0]?.n ?? 0;
}

/** Deletes an avatar row. */
export async function deleteAvatar(db: DbOrTx, id: number): Promise<void> {
  await db.delete(avatars).where(eq(avatars.id, id));
}

/** How the item kernel loads and deletes avatars (modules/items). */
export const avatarStore: ItemStore<AvatarWithUser> = {
  kind: 'avatar',
  table: avatars,
  findById: findAvatarById,
  deleteById: deleteAvatar,
};
