import type { AdminReview } from '@synthhub/shared/admin/reviews.schemas';
import type { Review } from '@synthhub/shared/reviews/reviews.schemas';
import { presentItemUser } from '../items/index.ts';
import type { AdminReviewRow } from './admin-reviews.repository.ts';
import type { ReviewWithUser } from './reviews.repository.ts';

/**
 * The one place a review row becomes the API's Review (docs/decisions/0027; conventions habit 4):
 * snake_case wire names, ISO 8601 dates, the author as items embed users, the mapper's reply
 * as `reply`/`reply_at` (null when none).
 */
export function presentReview(row: ReviewWithUser): Review {
  return {
    id: row.id,
    beatmap_id: row.beatmapId,
    user: presentItemUser(row.user),
    text: row.text,
    recommend: row.recommend,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reply: row.mapperReply,
    reply_at: row.mapperReplyAt?.toISOString() ?? null,
  };
}

/** A review as the admin grid shows it (adminReviewSchema): with its beatmap and `hidden_at`. */
export function presentAdminReview(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    text: row.text,
    recommend: row.recommend,
    beatmap: row.beatmap,
    user: { id: row.userId, username: row.username },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden_at: row.hiddenAt?.toISOString() ?? null,
  };
}
