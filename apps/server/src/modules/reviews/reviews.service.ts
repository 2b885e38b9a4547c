import type {
  Review,
  ReviewCreate,
  ReviewPatch,
  ReviewsPage,
  ReviewsQuery,
} from '@synthhub/shared/reviews/reviews.schemas';
import { REVIEW_EXISTS_MESSAGE } from '@synthhub/shared/reviews/reviews.constants';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { insertJob } from '../../lib/jobs/jobs.repository.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, contentItem } from '../../policies/content.ts';
import { authorizeReview, type ReviewAction } from '../../policies/review.ts';
import { NOTIFY_JOB } from '../notifications/index.ts';
import { presentReview } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';

/** What the review rules need from the app. */
export interface ReviewsContext {
  db: Db;
}

/** The site page of a beatmap's Reviews tab (spec §2 child `reviews`), where notifications link. */
export const reviewsPagePath = (beatmapId: number) => `/beatmaps/${beatmapId}/reviews`;

const beatmapNotFound = (id: number) => new NotFound(`Beatmap ${id} was not found.`);
const reviewNotFound = (id: number) => new NotFound(`Review ${id} was not found.`);

/** The beatmap, checked against the review policy for `action` (404 when missing or a hidden draft). */
function authorizeOn(
  user: AuthUser | null,
  action: ReviewAction,
  beatmapId: number,
  beatmap: repo.ReviewedBeatmap | undefined,
  authorId?: number,
): repo.ReviewedBeatmap {
  if (!beatmap) throw beatmapNotFound(beatmapId);
  authorizeReview(user, action, { beatmap: contentItem('beatmap', beatmap), authorId });
  return beatmap;
}

/**
 * The review `reviewId` of beatmap `beatmapId` for `action`, in this order so nothing leaks: the
 * beatmap exists and the user may read it (404), the review exists on it (404), the review policy
 * allows the action (403). Locks the beatmap row (its counters) unless `beatmap` is given.
 */
async function lockReview(
  tx: repo.DbOrTx,
  user: AuthUser,
  action: Exclude<ReviewAction, 'write'>,
  beatmapId: number,
  reviewId: number,
  beatmap?: repo.ReviewedBeatmap,
): Promise<repo.ReviewWithUser> {
  const found = beatmap ?? (await repo.lockBeatmap(tx, beatmapId));
  if (!found) throw beatmapNotFound(beatmapId);
  authorizeContent(user, 'read', contentItem('beatmap', found));
  const review = await repo.findReview(tx, beatmapId, reviewId);
  if (!review) throw reviewNotFound(reviewId);
  authorizeOn(user, action, beatmapId, found, review.userId);
  return review;
}

/**
 * One page of a beatmap's reviews, newest first, in the list envelope (formats.md §6.1) plus
 * `mine` (the viewer's own review, null when signed out or none) and the beatmap's
 * `review_count`/`recommend_count`. The beatmap's read policy applies (policies/content.ts): a
 * draft the viewer may not see is a 404, as its page is.
 */
export async function listReviews(
  ctx: ReviewsContext,
  viewer: AuthUser | null,
  beatmapId: number,
  { page, limit }: ReviewsQuery,
): Promise<ReviewsPage> {
  const beatmap = await repo.findBeatmap(ctx.db, beatmapId);
  if (!beatmap) throw beatmapNotFound(beatmapId);
  authorizeContent(viewer, 'read', contentItem('beatmap', beatmap));
  const { rows, total } = await repo.listReviews(ctx.db, beatmapId, { limit, offset: (page - 1) * limit });
  const mine = viewer ? await repo.findUserReview(ctx.db, beatmapId, viewer.id) : undefined;
  const data = rows.map(presentReview);
  return {
    data,
    count: data.length,
    total,
    page,
    pageCount: Math.ceil(total / limit),
    mine: mine ? presentReview(mine) : null,
    review_count: beatmap.reviewCount,
    recommend_count: beatmap.recommendCount,
  };
}

/**
 * Writes `user`'s review of a beatmap (docs/decisions/0027): signed in, not the beatmap's
 * uploader (403 "You cannot review your own beatmap."), one per user and beatmap (409
 * {@link REVIEW_EXISTS_MESSAGE}, also when two requests race: the unique index decides). In one
 * transaction under the beatmap's row lock: the row, the counters, and a durable `notify` job
 * for the mapper. Answers the review. Throws NotFound for a missing beatmap or a hidden draft.
 */
export async function createReview(
  ctx: ReviewsContext,
  user: AuthUser,
  beatmapId: number,
  body: ReviewCreate,
): Promise<Review> {
  const reviewId = await ctx.db
    .transaction(async (tx) => {
      const beatmap = authorizeOn(user, 'write', beatmapId, await repo.lockBeatmap(tx, beatmapId));
      if (await repo.hasUserReview(tx, beatmapId, user.id)) throw new Conflict(REVIEW_EXISTS_MESSAGE);
      const id = await repo.insertReview(tx, { beatmapId, userId: user.id, ...body });
      await repo.addToCounts(tx, beatmapId, 1, body.recommend ? 1 : 0);
      await insertJob(tx, NOTIFY_JOB, {
        userId: beatmap.userId,
        text: `${user.username} reviewed ${beatmap.title}${body.recommend ? ' and recommends it' : ''}`.slice(
          0,
          500,
        ),
        url: reviewsPagePath(beatmapId),
        imageUrl: null,
        groupTag: `review:${id}`,
      });
      return id;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error)) throw new Conflict(REVIEW_EXISTS_MESSAGE, { cause: error });
      throw error;
    });
  return getReview(ctx, beatmapId, reviewId);
}

/** A review by id as presented (after a write), or NotFound. */
async function getReview(ctx: ReviewsContext, beatmapId: number, reviewId: number): Promise<Review> {
  const row = await repo.findReview(ctx.db, beatmapId, reviewId);
  if (!row) throw reviewNotFound(reviewId);
  return presentReview(row);
}

/**
 * Changes the author's own review (text and/or recommend; docs/decisions/0027): 403 for anyone
 * else, 404 when the beatmap or review is missing (or the beatmap is a draft the caller may not
 * see). A changed recommend moves one between the counts in the same transaction.
 */
export async function editReview(
  ctx: ReviewsContext,
  user: AuthUser,
  beatmapId: number,
  reviewId: number,
  body: ReviewPatch,
): Promise<Review> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockReview(tx, user, 'edit', beatmapId, reviewId);
    await repo.updateReview(tx, reviewId, body);
    if (body.recommend !== undefined && body.recommend !== review.recommend && !review.hiddenAt)
      await repo.addToCounts(tx, beatmapId, 0, body.recommend ? 1 : -1);
  });
  return getReview(ctx, beatmapId, reviewId);
}

/**
 * Deletes the author's own review and takes it off the counts, in one transaction
 * (docs/decisions/0027). 403 for anyone else; 404 as {@link editReview}.
 */
export async function deleteReview(
  ctx: ReviewsContext,
  user: AuthUser,
  beatmapId: number,
  reviewId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await lockReview(tx, user, 'delete', beatmapId, reviewId);
    await repo.deleteReview(tx, reviewId);
    if (!review.hiddenAt) await repo.addToCounts(tx, beatmapId, -1, review.recommend ? -1 : 0);
  });
}

/**
 * Sets the mapper's reply to a review of their beatmap; an empty `text` removes it
 * (docs/decisions/0027). Only the beatmap's uploader (403 otherwise). A new or changed reply queues
 * a notification for the review's author (once per review). Answers the review.
 */
export async function replyToReview(
  ctx: ReviewsContext,
  user: AuthUser,
  beatmapId: number,
  reviewId: number,
  text: string,
): Promise<Review> {
  await ctx.db.transaction(async (tx) => {
    const beatmap = await repo.findBeatmap(tx, beatmapId);
    const review = await lockReview(tx, user, 'reply', beatmapId, reviewId, beatmap);
    await repo.setReply(tx, reviewId, text === '' ? null : text);
    if (text !== '' && review.userId !== user.id)
      await insertJob(tx, NOTIFY_JOB, {
        userId: review.userId,
        text: `${user.username} replied to your review of ${beatmap!.title}`.slice(0, 500),
        url: reviewsPagePath(beatmapId),
        imageUrl: null,
        groupTag: `review-reply:${reviewId}`,
      });
  });
  return getReview(ctx, beatmapId, reviewId);
}
