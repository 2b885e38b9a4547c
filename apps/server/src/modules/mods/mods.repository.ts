import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modAuthors, mods, modTags, users } from '../../db/schema/index.ts';
import type { ItemStore } from '../items/index.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A `mods` row. */
export type ModRow = typeof mods.$inferSelect;
/** The columns to insert a `mods` row. */
export type NewMod = typeof mods.$inferInsert;
/** A user as a mod shows its authors. */
export interface ModUser {
  id: number;
  username: string;
  avatarFilename: string | null;
}
/** A mod row with its owner (`user`), its co-authors in order, and its tags in order. */
export type ModWithUser = ModRow & { user: ModUser; coAuthors: ModUser[]; tags: string[] };

const userColumns = { id: users.id, username: users.username, avatarFilename: users.avatarFilename };

/** Mods matching `where`, each with owner, co-authors and tags (three queries in all). */
export async function findMods(db: DbOrTx, where: SQL | undefined): Promise<ModWithUser[]> {
  const rows = await db
    .select({ mod: mods, user: userColumns })
    .from(mods)
    .innerJoin(users, eq(users.id, mods.userId))
    .where(where);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.mod.id);
  const [authors, tags] = await Promise.all([
    db
      .select({ modId: modAuthors.modId, ...userColumns })
      .from(modAuthors)
      .innerJoin(users, eq(users.id, modAuthors.userId))
      .where(inArray(modAuthors.modId, ids))
      .orderBy(asc(modAuthors.position)),
    db
      .select({ modId: modTags.modId, tag: modTags.tag })
      .from(modTags)
      .where(inArray(modTags.modId, ids))
      .orderBy(asc(modTags.position)),
  ]);
  return rows.map(({ mod, user }) => ({
    ...mod,
    user,
    coAuthors: authors
      .filter((a) => a.modId === mod.id)
      .map(({ id, username, avatarFilename }) => ({ id, username, avatarFilename })),
    tags: tags.filter((t) => t.modId === mod.id).map((t) => t.tag),
  }));
}

/** One mod with owner, co-authors and tags, or undefined (soft-deleted ones too: the policy decides). */
export async function findModById(db: DbOrTx, id: number): Promise<ModWithUser | undefined> {
  return (await findMods(db, eq(mods.id, id)))[0];
}

/** The mod with this slug, or undefined. */
export async function findModBySlug(db: DbOrTx, slug: string): Promise<ModWithUser | undefined> {
  return (await findMods(db, eq(mods.slug, slug)))[0];
}

/** Released mods: published and not soft-deleted (the public catalogue and the index). */
export const releasedMods = (): SQL => and(eq(mods.published, true), isNull(mods.deletedAt))!;

/** Live mods `userId` owns or co-authors, drafts included (`GET /api/mods?mine=1`). */
export function modsOf(userId: number): SQL {
  const coAuthored = sql`${mods.id} in (select ${modAuthors.modId} from ${modAuthors} where ${modAuthors.userId} = ${userId})`;
  return and(isNull(mods.deletedAt), or(eq(mods.userId, userId), coAuthored))!;
}

/** Inserts a mod row and answers its id. */
export async function insertMod(db: DbOrTx, values: NewMod): Promise<number> {
  const [row] = await db.insert(mods).values(values).returning({ id: mods.id });
  return row!.id;
}

/** Updates a mod's columns (and `updated_at`). */
export async function updateMod(db: DbOrTx, id: number, values: Partial<NewMod>): Promise<void> {
  await db
    .update(mods)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mods.id, id));
}

/** Replaces a mod's tags with `tags`, in order. */
export async function replaceModTags(db: DbOrTx, modId: number, tags: readonly string[]): Promise<void> {
  await db.delete(modTags).where(eq(modTags.modId, modId));
  if (tags.length > 0)
    await db.insert(modTags).values(tags.map((tag, position) => ({ modId, tag, position })));
}

/** Replaces a mod's co-authors with `userIds`, in order. */
export async function replaceModAuthors(
  db: DbOrTx,
  modId: number,
  userIds: readonly number[],
): Promise<void> {
  await db.delete(modAuthors).where(eq(modAuthors.modId, modId));
  if (userIds.length > 0)
    await db.insert(modAuthors).values(userIds.map((userId, position) => ({ modId, userId, position })));
}

/** Live (not deleted) users by username, case-insensitive, for co-author lists: lower(username) → user. */
export async function findUsersByName(db: DbOrTx, names: readonly string[]): Promise<Map<string, ModUser>> {
  if (names.length === 0) return new Map();
  const lowered = names.map((n) => n.toLowerCase());
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, lowered), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.username.toLowerCase(), r]));
}

/** The kernel's store of mods (modules/items, docs/decisions/0014): versions and files go by FK cascade. */
export const modStore: ItemStore<ModWithUser> = {
  kind: 'mod',
  table: mods,
  findById: findModById,
  deleteById: async (db, id) => {
    await db.delete(mods).where(eq(mods.id, id));
  },
};
