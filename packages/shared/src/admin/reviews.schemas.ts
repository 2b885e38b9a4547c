import { z } from 'zod';
import { dbIdTextSchema } from '../api/ids.ts';
import { moderationReasonSchema } from './users.schemas.ts';

/**
 * A review as the admin reviews grid shows it (`GET /api/admin/reviews`; spec §2 "Admin area"
 * reviews; docs/decisions/0027): the text and recommend, the `beatmap` it is about (`id`, `title`,
 * `artist`), its author (`user`), the dates (ISO 8601) and `hidden_at` (null when visible).
 */
export const adminReviewSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  recommend: z.boolean(),
  beatmap: z.object({ id: z.number().int(), title: z.string(), artist: z.string() }),
  user: z.object({ id: z.number().int(), username: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  hidden_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const yesNo = (name: string) =>
  z.enum(['true', 'false'], `${name} must be true or false`).transform((v) => v === 'true');

/**
 * The filters of `GET /api/admin/reviews` beside the list grammar (formats.md §6.1: `s` searches
 * `text`, `user.username`, `beatmap.title` with `$contL`; `sort=created_at|id`; newest first by
 * default): `hidden` (`true`/`false`), `beatmap_id`, `user_id`.
 */
export const adminReviewFiltersSchema = z.object({
  hidden: yesNo('hidden').optional(),
  beatmap_id: dbIdTextSchema.optional(),
  user_id: dbIdTextSchema.optional(),
});
export type AdminReviewFilters = z.infer<typeof adminReviewFiltersSchema>;

/** `POST /api/admin/reviews/{id}/hide` and `DELETE /api/admin/reviews/{id}`: why (sent to the author). */
export const reviewModerationBodySchema = z.object({ reason: moderationReasonSchema });
export type ReviewModerationBody = z.infer<typeof reviewModerationBodySchema>;
