import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmapReviews, beatmaps, users } from '../../db/schema/index.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A review row with its author's public columns. */
export type ReviewWithUser = typeof beatmapReviews.$inferSelect & {
  user: { id: number; username: string; avatarFilename: string | null };
};

/** The beatmap columns the review rules read: owner, visibility, title and the counters. */
export interface ReviewedBeatmap {
  id: number;
  userId: number;
  published: boolean;
  title: string;
  artist: string;
  reviewCount: number;
  recommendCount: number;
}

const beatmapColumns = {
  id: beatmaps.id,
  userId: beatmaps.userId,
  published: beatmaps.published,
  title: beatmaps.title,
  artist: beatmaps.artist,
  reviewCount: beatmaps.reviewCount,
  recommendCount: beatmaps.recommendCount,
};

const withUser = {
  review: beatmapReviews,
  user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
};

const merge = (row: { review: typeof beatmapReviews.$inferSelect; user: ReviewWithUser['user'] }) => ({
  ...row.review,
  user: row.user,
});

const visible = isNull(beatmapReviews.hiddenAt);

/** The beatmap's rule columns, or undefined when it does not exist. */
export async function findBeatmap(db: DbOrTx, id: number): Promise<ReviewedBeatmap | undefined> {
  const [row] = await db.select(beatmapColumns).from(beatmaps).where(eq(beatmaps.id, id));
  return row;
}

/**
 * The beatmap's rule columns, its row locked (`FOR UPDATE`) until the transaction ends, so review
 * writes on one beatmap change its counters one transaction at a time. Call inside a transaction.
 */
export async function lockBeatmap(tx: DbOrTx, id: number): Promise<ReviewedBeatmap | undefined> {
  const [row] = await tx.select(beatmapColumns).from(beatmaps).where(eq(beatmaps.id, id)).for('update');
  return row;
}

/**
 * One page of a beatmap's visible reviews, newest first (`created_at DESC, id DESC`; the partial
 * index `beatmap_reviews_beatmap_created_idx`), with their authors and the number of visible reviews.
 */
export async function listReviews(
  db: DbOrTx,
  beatmapId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewWithUser[]; total: number }> {
  const rows = await reviewsPageQuery(db, beatmapId, page);
  const [total] = await db.select({ n: count() }).from(beatmapReviews).where(visibleOf(beatmapId));
  return { rows: rows.map(merge), total: total?.n ?? 0 };
}

/** The visible reviews of one beatmap (the list's condition). */
const visibleOf = (beatmapId: number) => and(eq(beatmapReviews.beatmapId, beatmapId), visible);

/** The page query of {@link listReviews} (exported for its plan test). */
export function reviewsPageQuery(db: DbOrTx, beatmapId: number, page: { limit: number; offset: number }) {
  return db
    .select(withUser)
    .from(beatmapReviews)
    .innerJoin(users, eq(users.id, beatmapReviews.userId))
    .where(visibleOf(beatmapId))
    .orderBy(desc(beatmapReviews.createdAt), desc(beatmapReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** One review of a beatmap with its author (hidden ones too), or undefined. */
export async function findReview(
  db: DbOrTx,
  beatmapId: number,
  reviewId: number,
): Promise<ReviewWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(beatmapReviews)
    .innerJoin(users, eq(users.id, beatmapReviews.userId))
    .where(and(eq(beatmapReviews.id, reviewId), eq(beatmapReviews.beatmapId, beatmapId)));
  return row && merge(row);
}

/** The user's visible review of a beatmap with its author, or undefined. */
export async function findUserReview(
  db: DbOrTx,
  beatmapId: number,
  userId: number,
): Promise<ReviewWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(beatmapReviews)
    .innerJoin(users, eq(users.id, beatmapReviews.userId))
    .where(and(eq(beatmapReviews.beatmapId, beatmapId), eq(beatmapReviews.userId, userId), visible));
  return row && merge(row);
}

/** Whether the user has a review of the beatmap, hidden ones included (the unique key). */
export async function hasUserReview(db: DbOrTx, beatmapId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: beatmapReviews.id })
    .from(beatmapReviews)
    .where(and(eq(beatmapReviews.beatmapId, beatmapId), eq(beatmapReviews.userId, userId)));
  return row !== undefined;
}

/** Inserts a review and answers its id. */
export async function insertReview(
  db: DbOrTx,
  values: { beatmapId: number; userId: number; text: string; recommend: boolean },
): Promise<number> {
  const [row] = await db.insert(beatmapReviews).values(values).returning({ id: beatmapReviews.id });
  return row!.id;
}

/** Changes a review's text and/or recommend and its `updated_at`. */
export async function updateReview(
  db: DbOrTx,
  reviewId: number,
  values: { text?: string; recommend?: boolean },
): Promise<void> {
  await db
    .update(beatmapReviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(beatmapReviews.id, reviewId));
}

/** Sets the mapper's reply (and `mapper_reply_at`), or removes it when `reply` is null. */
export async function setReply(db: DbOrTx, reviewId: number, reply: string | null): Promise<void> {
  await db
    .update(beatmapReviews)
    .set({ mapperReply: reply, mapperReplyAt: reply === null ? null : sql`now()` })
    .where(eq(beatmapReviews.id, reviewId));
}

/** Deletes a review. */
export async function deleteReview(db: DbOrTx, reviewId: number): Promise<void> {
  await db.delete(beatmapReviews).where(eq(beatmapReviews.id, reviewId));
}

/** Adds `reviews` and `recommends` (each may be negative) to a beatmap's counters, never below 0. */
export async function addToCounts(
  db: DbOrTx,
  beatmapId: number,
  reviews: number,
  recommends: number,
): Promise<void> {
  await db
    .update(beatmaps)
    .set({
      reviewCount: sql`greatest(0, ${beatmaps.reviewCount} + ${reviews})`,
      recommendCount: sql`greatest(0, ${beatmaps.recommendCount} + ${recommends})`,
    })
    .where(eq(beatmaps.id, beatmapId));
}
