import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsPosts, users } from '../../db/schema/index.ts';

/** A post row with its author's username (null when the account is gone). */
export type NewsRow = typeof newsPosts.$inferSelect & { authorName: string | null };
/** The columns a create or edit writes. */
export type NewsValues = Partial<typeof newsPosts.$inferInsert>;
/** The database or a transaction on it (admin changes run in one with their audit entry). */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const selection = { post: newsPosts, authorName: users.username };

const withAuthor = (rows: { post: typeof newsPosts.$inferSelect; authorName: string | null }[]): NewsRow[] =>
  rows.map((r) => ({ ...r.post, authorName: r.authorName }));

async function findWhere(db: DbOrTx, where: SQL): Promise<NewsRow | undefined> {
  const rows = await db
    .select(selection)
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.authorId))
    .where(where)
    .limit(1);
  return withAuthor(rows)[0];
}

/** The post with this id, drafts included. */
export const findPostById = (db: DbOrTx, id: number) => findWhere(db, eq(newsPosts.id, id));

/** The post with this slug (exact, as stored), drafts included. */
export const findPostBySlug = (db: DbOrTx, slug: string) => findWhere(db, eq(newsPosts.slug, slug));

/**
 * One page of posts, newest first (`published_at`, then id): published ones only unless
 * `drafts`; official ones only when `official` is true, unofficial when false. Answers the rows
 * and the total across pages.
 */
export async function listPosts(
  db: Db,
  opts: { official?: boolean; drafts: boolean; page: number; size: number },
): Promise<{ rows: NewsRow[]; total: number }> {
  const filters: SQL[] = [];
  if (!opts.drafts) filters.push(isNotNull(newsPosts.publishedAt));
  if (opts.official !== undefined) filters.push(eq(newsPosts.official, opts.official));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select(selection)
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.authorId))
    .where(where)
    .orderBy(desc(newsPosts.publishedAt), desc(newsPosts.createdAt), desc(newsPosts.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(newsPosts).where(where);
  return { rows: withAuthor(rows), total: total?.n ?? 0 };
}

/** Inserts a post; answers its id. Throws the driver's unique violation on a taken slug. */
export async function insertPost(db: DbOrTx, values: typeof newsPosts.$inferInsert): Promise<number> {
  const [row] = await db.insert(newsPosts).values(values).returning({ id: newsPosts.id });
  return row!.id;
}

/** Writes `values` to post `id` (and `updated_at`); answers whether the post exists. */
export async function updatePost(db: DbOrTx, id: number, values: NewsValues): Promise<boolean> {
  const rows = await db
    .update(newsPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(newsPosts.id, id))
    .returning({ id: newsPosts.id });
  return rows.length > 0;
}

/** Deletes post `id`; answers whether it existed. */
export async function deletePost(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(newsPosts).where(eq(newsPosts.id, id)).returning({ id: newsPosts.id });
  return rows.length > 0;
}
