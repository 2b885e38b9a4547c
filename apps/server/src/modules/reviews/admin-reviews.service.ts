import type { AdminReview } from '@synthhub/shared/admin/reviews.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { Conflict, NotFound } from '../../errors.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { adminReviewsResource } from './admin-reviews.crud.ts';
import * as admin from './admin-reviews.repository.ts';
import { presentAdminReview } from './reviews.presenter.ts';
import * as repo from './reviews.repository.ts';
import { type ReviewsContext, reviewsPagePath } from './reviews.service.ts';

const reviewNotFound = (id: number) => new NotFound(`Review ${id} was not found.`);

/**
 * `GET /api/admin/reviews` (spec §2 "Admin area" reviews): every review, hidden ones included, in
 * the list grammar (adminReviewsResource; newest first) with the `hidden`/`beatmap_id`/`user_id`
 * filters, in the list envelope. BadRequest for anything outside the whitelist.
 */
export async function listAdminReviews(
  ctx: ReviewsContext,
  query: Record<string, unknown>,
): Promise<Paginated<AdminReview>> {
  const { request, compiled } = await readListRequest(query, adminReviewsResource, { db: ctx.db });
  const { rows, total } = await admin.findAdminReviews(ctx.db, compiled, request.extras);
  return answerList(
    rows.map(presentAdminReview),
    total,
    request,
    adminReviewsResource,
  ) as Paginated<AdminReview>;
}

type Moderation = 'hide' | 'unhide' | 'delete';

/**
 * Runs one moderation of review `id` in a transaction under its beatmap's row lock (the counters,
 * docs/decisions/0027), keeping `review_count`/`recommend_count` equal to the visible reviews, and
 * records `review.<action>` with a notice to the author (with the reason). NotFound (404) for no
 * such review; Conflict (409) when hiding a hidden review or unhiding a visible one.
 */
async function moderate(
  ctx: ReviewsContext,
  actor: AuthUser,
  id: number,
  action: Moderation,
  reason: string | undefined,
): Promise<void> {
  const found = await admin.findAdminReview(ctx.db, id);
  if (!found) throw reviewNotFound(id);
  await ctx.db.transaction(async (tx) => {
    await repo.lockBeatmap(tx, found.beatmapId);
    const review = await admin.findAdminReview(tx, id); // again, under the lock
    if (!review) throw reviewNotFound(id);
    const hidden = review.hiddenAt !== null;
    if (action === 'hide' && hidden) throw new Conflict('This review is already hidden.');
    if (action === 'unhide' && !hidden) throw new Conflict('This review is not hidden.');
    const sign = action === 'unhide' ? 1 : -1;
    if (action !== 'delete' || !hidden)
      await repo.addToCounts(tx, review.beatmapId, sign, review.recommend ? sign : 0);
    if (action === 'delete') await repo.deleteReview(tx, id);
    else await admin.setHidden(tx, id, action === 'hide');
    const title = review.beatmap.title;
    const text = {
      hide: `An admin hid your review of ${title}: ${reason}`,
      unhide: `An admin made your review of ${title} visible again.`,
      delete: `An admin deleted your review of ${title}: ${reason}`,
    }[action];
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: `review.${action}`,
        targetKind: 'review',
        targetId: id,
        targetLabel: `${review.username} on ${title}`,
        // A deletion keeps what was said in the log; hiding changes only the flag.
        before: action === 'delete' ? { hidden, text: review.text, recommend: review.recommend } : { hidden },
        after: action === 'delete' ? null : { hidden: action === 'hide' },
        reason,
      },
      { userId: review.userId, text, url: reviewsPagePath(review.beatmapId) },
    );
  });
}

/**
 * `POST /api/admin/reviews/{id}/hide {reason}`: the review leaves the public list and its
 * beatmap's counters (kept in the same transaction); the author is told why. Answers the review.
 */
export async function hideReview(ctx: ReviewsContext, actor: AuthUser, id: number, reason: string) {
  await moderate(ctx, actor, id, 'hide', reason);
  return getAdminReview(ctx, id);
}

/** `POST /api/admin/reviews/{id}/unhide`: the review is listed and counted again. Answers it. */
export async function unhideReview(ctx: ReviewsContext, actor: AuthUser, id: number) {
  await moderate(ctx, actor, id, 'unhide', undefined);
  return getAdminReview(ctx, id);
}

/** `DELETE /api/admin/reviews/{id} {reason}`: deletes it (off the counters if it counted); author told. */
export async function deleteReviewAsAdmin(ctx: ReviewsContext, actor: AuthUser, id: number, reason: string) {
  await moderate(ctx, actor, id, 'delete', reason);
}

/** `GET /api/admin/reviews/{id}`: one review (hidden or not) with its beatmap and author; 404 when none. */
export async function getAdminReview(ctx: ReviewsContext, id: number): Promise<AdminReview> {
  const row = await admin.findAdminReview(ctx.db, id);
  if (!row) throw reviewNotFound(id);
  return presentAdminReview(row);
}
