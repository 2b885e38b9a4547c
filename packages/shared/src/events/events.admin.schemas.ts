import { z } from 'zod';
import { dbIdSchema } from '../api/ids.ts';
import {
  EVENT_MESSAGES,
  eventDescriptionSchema,
  eventDetailSchema,
  eventSlugSchema,
  eventSummarySchema,
  eventTitleSchema,
} from './events.schemas.ts';

/** A category name (admin API; docs/decisions/0026): trimmed, 1–80 characters. */
export const eventCategoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Category name is required')
  .max(80, 'Category name must be at most 80 characters');

/**
 * Body of `PATCH /api/admin/events/{id}`: any of the event's fields (spec §3 "Event"), each by the
 * spec §5 rules of {@link eventTitleSchema} / {@link eventSlugSchema}; the dates as ISO date-times.
 * The server checks the window (end not before start) on the merged event, with the same message.
 */
export const eventPatchSchema = z
  .object({
    title: eventTitleSchema,
    slug: eventSlugSchema,
    description: eventDescriptionSchema,
    published: z.boolean(),
    featured: z.boolean(),
    voting_start_date: z.coerce.date(EVENT_MESSAGES.date),
    voting_end_date: z.coerce.date(EVENT_MESSAGES.date),
  })
  .partial();
export type EventPatch = z.input<typeof eventPatchSchema>;

/** Body of `POST /api/admin/events/{id}/categories` and `PATCH …/categories/{categoryId}`: `{name}`. */
export const eventCategoryBodySchema = z.object({ name: eventCategoryNameSchema });

/** Body of `PUT /api/admin/events/{id}/categories/order`: every category id of the event, in the new order. */
export const eventCategoryOrderSchema = z.object({ category_ids: z.array(dbIdSchema).min(1).max(100) });

/** Body of `POST /api/admin/events/{id}/categories/{categoryId}/beatmaps`: a published beatmap's id. */
export const eventCandidateBodySchema = z.object({ beatmap_id: dbIdSchema });

/** A row of the admin events list: the event (drafts too) with its category and voter counts. */
export const adminEventRowSchema = eventSummarySchema.extend({
  category_count: z.number().int(),
  voter_count: z.number().int(),
});
export type AdminEventRow = z.infer<typeof adminEventRowSchema>;

/**
 * `GET /api/admin/events/{id}`: the event (published or not) with its categories, candidates and
 * each category's live Borda tally in `results` (computed per request, even while voting is open —
 * the public sees results only after the window, docs/decisions/0026), plus `voter_count`.
 */
export const adminEventDetailSchema = eventDetailSchema.extend({ voter_count: z.number().int() });
export type AdminEventDetail = z.infer<typeof adminEventDetailSchema>;
