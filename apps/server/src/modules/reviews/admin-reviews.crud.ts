import { adminReviewFiltersSchema } from '@synthhub/shared/admin/reviews.schemas';
import { beatmapReviews, beatmaps, users } from '../../db/schema/index.ts';
import { defineResource } from '../../lib/crud/define-resource.ts';

/**
 * The `GET /api/admin/reviews` whitelist for the list grammar (formats.md §6.1): `text`,
 * `user.username` and `beatmap.title` searchable (`$contL`), the ids, `recommend` and the dates
 * filterable; sorts `created_at`, `id`. Default: newest first. Extras `hidden`, `beatmap_id`,
 * `user_id` (adminReviewFiltersSchema). The repository always joins the author and the beatmap.
 */
export const adminReviewsResource = defineResource({
  name: 'admin reviews',
  fields: {
    id: { sql: beatmapReviews.id, type: 'number' },
    text: { sql: beatmapReviews.text, type: 'string' },
    recommend: { sql: beatmapReviews.recommend, type: 'boolean' },
    beatmap_id: { sql: beatmapReviews.beatmapId, type: 'number' },
    user_id: { sql: beatmapReviews.userId, type: 'number' },
    created_at: { sql: beatmapReviews.createdAt, type: 'date' },
    hidden_at: { sql: beatmapReviews.hiddenAt, type: 'date' },
  },
  relations: {
    user: { fields: { username: { sql: users.username, type: 'string' } } },
    beatmap: { fields: { title: { sql: beatmaps.title, type: 'string' } } },
  },
  sorts: ['created_at', 'id'],
  defaultSort: [{ field: 'created_at', order: 'DESC' }],
  tieBreaker: beatmapReviews.id,
  defaultLimit: 25,
  extras: adminReviewFiltersSchema,
});
