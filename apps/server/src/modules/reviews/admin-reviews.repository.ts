import type { AdminReviewFilters } from '@synthhub/shared/admin/reviews.schemas';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmapReviews, beatmaps, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import type { DbOrTx } from './reviews.repository.ts';

/** A review with its author's name and its beatmap's id, title and artist (admin screens). */
export type AdminReviewRow = typeof beatmapReviews.$inferSelect & {
  username: string;
  beatmap: { id: number; title: string; artist: string };
};

const columns = {
  review: beatmapReviews,
  username: users.username,
  beatmap: { id: beatmaps.id, title: beatmaps.title, artist: beatmaps.artist },
};
type Selected = {
  review: typeof beatmapReviews.$inferSelect;
  username: string;
  beatmap: AdminReviewRow['beatmap'];
};
const flat = (row: Selected): AdminReviewRow => ({
  ...row.review,
  username: row.username,
  beatmap: row.beatmap,
});

const filterWhere = (f: AdminReviewFilters): SQL | undefined =>
  and(
    f.hidden === undefined
      ? undefined
      : f.hidden
        ? isNotNull(beatmapReviews.hiddenAt)
        : isNull(beatmapReviews.hiddenAt),
    f.beatmap_id === undefined ? undefined : eq(beatmapReviews.beatmapId, f.beatmap_id),
    f.user_id === undefined ? undefined : eq(beatmapReviews.userId, f.user_id),
  );

/** One page of reviews (hidden ones too) under the grammar's query and the filters, and the total. */
export async function findAdminReviews(
  db: Db,
  query: CompiledQuery,
  filters: AdminReviewFilters,
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where = and(query.where, filterWhere(filters));
  const totalQuery = db
    .select({ n: count() })
    .from(beatmapReviews)
    .innerJoin(users, eq(users.id, beatmapReviews.userId))
    .innerJoin(beatmaps, eq(beatmaps.id, beatmapReviews.beatmapId))
    .where(where);
  const { rows, total } = await pageWithTotal(totalQuery, query, (t) =>
    db
      .select({ ...columns, total: t })
      .from(beatmapReviews)
      .innerJoin(users, eq(users.id, beatmapReviews.userId))
      .innerJoin(beatmaps, eq(beatmaps.id, beatmapReviews.beatmapId))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  return { rows: rows.map(flat), total };
}

/** One review by id with its author and beatmap, or undefined. */
export async function findAdminReview(db: DbOrTx, id: number): Promise<AdminReviewRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(beatmapReviews)
    .innerJoin(users, eq(users.id, beatmapReviews.userId))
    .innerJoin(beatmaps, eq(beatmaps.id, beatmapReviews.beatmapId))
    .where(eq(beatmapReviews.id, id));
  return row && flat(row);
}

/** Hides (`hidden` true: `hidden_at` now) or shows again a review. */
export async function setHidden(db: DbOrTx, id: number, hidden: boolean): Promise<void> {
  await db
    .update(beatmapReviews)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(eq(beatmapReviews.id, id));
}
