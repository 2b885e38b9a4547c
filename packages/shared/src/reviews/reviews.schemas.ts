import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from '../format/display-text.ts';
import { itemUserSchema } from '../items/item.schemas.ts';
import {
  REPLY_TEXT_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PAGE_MAX,
  REVIEWS_PAGE_SIZE,
} from './reviews.constants.ts';

/**
 * Normalises review text before it is measured: CRLF and CR become LF (line breaks are kept, so a
 * review can have paragraphs) and the ends are trimmed. Plain text, never Markdown or HTML: the
 * web renders it as text (docs/decisions/0027).
 */
export function normaliseReviewText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/**
 * A review's text (docs/decisions/0027): trimmed plain text of {@link REVIEW_TEXT_MIN} to
 * {@link REVIEW_TEXT_MAX} characters, without NUL. Messages name the field so the API's 400
 * ("Invalid body: text: …") and the form say the same thing.
 */
export const reviewTextSchema = z
  .string('Review text is required')
  .transform(normaliseReviewText)
  .pipe(
    z
      .string()
      .min(REVIEW_TEXT_MIN, `Review text must be at least ${REVIEW_TEXT_MIN} characters`)
      .max(REVIEW_TEXT_MAX, `Review text must be at most ${REVIEW_TEXT_MAX} characters`)
      .refine(hasNoNul, NUL_MESSAGE),
  );

/** Body of `POST /api/beatmaps/{id}/reviews`: the text and whether the reviewer recommends the map. */
export const reviewCreateSchema = z.object({
  text: reviewTextSchema,
  recommend: z.boolean('Recommend must be true or false'),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** Body of `PATCH /api/beatmaps/{id}/reviews/{reviewId}`: either field or both (at least one). */
export const reviewPatchSchema = reviewCreateSchema
  .partial()
  .refine((body) => body.text !== undefined || body.recommend !== undefined, {
    message: 'Give text, recommend or both',
  });
export type ReviewPatch = z.infer<typeof reviewPatchSchema>;

/**
 * Body of `PUT /api/beatmaps/{id}/reviews/{reviewId}/reply`: the mapper's reply, trimmed, at most
 * {@link REPLY_TEXT_MAX} characters; an empty text removes the reply (docs/decisions/0027).
 */
export const reviewReplySchema = z.object({
  text: z
    .string('Reply text is required')
    .transform(normaliseReviewText)
    .pipe(
      z
        .string()
        .max(REPLY_TEXT_MAX, `Reply text must be at most ${REPLY_TEXT_MAX} characters`)
        .refine(hasNoNul, NUL_MESSAGE),
    ),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** Query of `GET /api/beatmaps/{id}/reviews`: 1-based `page` and `limit` (1..REVIEWS_PAGE_MAX). */
export const reviewsQuerySchema = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(REVIEWS_PAGE_MAX, `limit must be at most ${REVIEWS_PAGE_MAX}`)
    .default(REVIEWS_PAGE_SIZE),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

/**
 * A review as the API answers it (docs/decisions/0027): `id`, `beatmap_id`, the author `user`,
 * `text` (plain, with line breaks), `recommend`, `created_at`/`updated_at` (ISO 8601), and the
 * mapper's `reply` with `reply_at` (both null when there is none).
 */
export const reviewSchema = z.object({
  id: z.number().int(),
  beatmap_id: z.number().int(),
  user: itemUserSchema,
  text: z.string(),
  recommend: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  reply: z.string().nullable(),
  reply_at: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `GET /api/beatmaps/{id}/reviews`: the list envelope (formats.md §6.1 `{data, count, total, page,
 * pageCount}`), newest first, plus `mine`, the caller's own review wherever it is in the list
 * (null when signed out or when they have not reviewed the map), and the beatmap's counts.
 */
export const reviewsPageSchema = z.object({
  data: z.array(reviewSchema),
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  mine: reviewSchema.nullable(),
  review_count: z.number().int(),
  recommend_count: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
