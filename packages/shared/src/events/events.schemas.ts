import { z } from 'zod';
import { dbIdSchema } from '../api/ids.ts';
import { beatmapSchema } from '../beatmaps/beatmaps.schemas.ts';
import { cleanDisplayText } from '../format/display-text.ts';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_SLUG_MAX,
  EVENT_SLUG_MIN,
  EVENT_SLUG_PATTERN,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  VOTE_ORDER_MAX,
  VOTE_ORDER_MIN,
  VOTING_STATES,
} from './events.constants.ts';

/** The messages of the event rules (spec §5), shared by any form, the API and the tests. */
export const EVENT_MESSAGES = {
  titleLength: `Title must be ${EVENT_TITLE_MIN}-${EVENT_TITLE_MAX} characters`,
  slugLength: `Slug must be ${EVENT_SLUG_MIN}-${EVENT_SLUG_MAX} characters`,
  slugPattern: 'Slug may hold only lowercase letters and digits, with single hyphens between groups',
  descriptionMax: `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  dates: 'Voting must end after it starts',
  date: 'Enter a date and time',
  order: `order must be a whole number from ${VOTE_ORDER_MIN} to ${VOTE_ORDER_MAX}`,
} as const;

/** Event title (spec §5): display-cleaned (`cleanDisplayText`), trimmed, 4-120 characters. */
export const eventTitleSchema = z
  .string()
  .overwrite(cleanDisplayText)
  .trim()
  .min(EVENT_TITLE_MIN, EVENT_MESSAGES.titleLength)
  .max(EVENT_TITLE_MAX, EVENT_MESSAGES.titleLength);

/** Event slug (spec §5): trimmed, 4-50 characters, `[a-z0-9]+(-[a-z0-9]+)*`. */
export const eventSlugSchema = z
  .string()
  .trim()
  .min(EVENT_SLUG_MIN, EVENT_MESSAGES.slugLength)
  .max(EVENT_SLUG_MAX, EVENT_MESSAGES.slugLength)
  .regex(EVENT_SLUG_PATTERN, EVENT_MESSAGES.slugPattern);

/** Event description (spec §5 "a string"): plain text, shown escaped; at most 10,000 characters. */
export const eventDescriptionSchema = z.string().max(EVENT_DESCRIPTION_MAX, EVENT_MESSAGES.descriptionMax);

/**
 * An event as an admin form or seed writes it (spec §3 "Event"): title, slug, description,
 * published, featured, and the voting window as ISO date-times (or Dates). Output: the cleaned
 * values with the dates as `Date`. Refuses an end before the start ({@link EVENT_MESSAGES}.dates);
 * start = end is a one-instant window (both ends are inclusive, spec §4).
 */
export const eventInputSchema = z
  .object({
    title: eventTitleSchema,
    slug: eventSlugSchema,
    description: eventDescriptionSchema.default(''),
    published: z.boolean().default(false),
    featured: z.boolean().default(false),
    voting_start_date: z.coerce.date(EVENT_MESSAGES.date),
    voting_end_date: z.coerce.date(EVENT_MESSAGES.date),
  })
  .refine((e) => +e.voting_end_date >= +e.voting_start_date, {
    message: EVENT_MESSAGES.dates,
    path: ['voting_end_date'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** Most categories and candidates per category an event takes (admin API; a ranked list holds 51). */
export const EVENT_CATEGORIES_MAX = 20;
export const EVENT_CANDIDATES_MAX = 100;

/**
 * Body of `POST /api/admin/events` (docs/decisions/0026): an event ({@link eventInputSchema}, spec §5
 * rules) with its categories, each a name (1–80 characters, trimmed) and its candidate beatmaps' ids
 * (at most {@link EVENT_CANDIDATES_MAX}; repeats count once), at most {@link EVENT_CATEGORIES_MAX}.
 */
export const eventCreateSchema = eventInputSchema.and(
  z.object({
    categories: z
      .array(
        z.object({
          name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
          beatmap_ids: z.array(dbIdSchema).max(EVENT_CANDIDATES_MAX).default([]),
        }),
      )
      .max(EVENT_CATEGORIES_MAX)
      .default([]),
  }),
);
export type EventCreate = z.input<typeof eventCreateSchema>;

/** A vote order (spec §5, §9): a whole number from 0 to 50. */
export const voteOrderSchema = z
  .number(EVENT_MESSAGES.order)
  .int(EVENT_MESSAGES.order)
  .min(VOTE_ORDER_MIN, EVENT_MESSAGES.order)
  .max(VOTE_ORDER_MAX, EVENT_MESSAGES.order);

/**
 * Body of `POST /api/events/{id}/vote`, `…/vote/delete` and `…/vote/move/{position}` (spec §7):
 * `{category_id, beatmap_id, order}`, the ids row ids, `order` 0-50 defaulting to 0 (spec §3).
 * On `vote` the order is where the pick goes in the user's ranked list; `delete` and `move` find
 * the pick by category and beatmap and ignore it (docs/decisions/0026).
 */
export const eventVoteBodySchema = z.object({
  category_id: dbIdSchema,
  beatmap_id: dbIdSchema,
  order: voteOrderSchema.default(0),
});
export type EventVoteBody = z.input<typeof eventVoteBodySchema>;

/** The `{position}` of `POST /api/events/{id}/vote/move/{position}`: the new order, "0" to "50". */
export const voteMovePositionSchema = z
  .string()
  .regex(/^\d{1,2}$/, EVENT_MESSAGES.order)
  .transform(Number)
  .pipe(voteOrderSchema);

/** One of the user's picks: a beatmap at `order` (0 = top) of a category's ranked list. */
export const eventVoteSchema = z.object({
  category_id: z.number().int(),
  beatmap_id: z.number().int(),
  order: z.number().int(),
});
export type EventVote = z.infer<typeof eventVoteSchema>;

/** What `GET /api/events/{id}/votes` and every vote call answer: the caller's picks, by category then order. */
export const eventVotesSchema = z.array(eventVoteSchema);

/**
 * One candidate's place in a closed category's tally (docs/decisions/0026, Borda count): `rank`
 * 1 = winner, `points`, `voters` (users who ranked it) and `first_places`.
 */
export const eventResultSchema = z.object({
  beatmap_id: z.number().int(),
  rank: z.number().int(),
  points: z.number().int(),
  voters: z.number().int(),
  first_places: z.number().int(),
});
export type EventResult = z.infer<typeof eventResultSchema>;

/** A category with its candidate beatmaps (as cards show them) and, once voting closed, its results. */
export const eventCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  beatmaps: z.array(beatmapSchema),
  results: z.array(eventResultSchema).nullable(),
});
export type EventCategory = z.infer<typeof eventCategorySchema>;

/**
 * An event without its categories (`GET /api/events/featured`): spec §3 fields, the dates ISO,
 * plus `voting_state` at the time of the answer (spec §4).
 */
export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  published: z.boolean(),
  featured: z.boolean(),
  voting_start_date: z.string(),
  voting_end_date: z.string(),
  voting_state: z.enum(VOTING_STATES),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** `GET /api/events/published/{slug-or-id}`: the event and its categories in `position` order. */
export const eventDetailSchema = eventSummarySchema.extend({ categories: z.array(eventCategorySchema) });
export type EventDetail = z.infer<typeof eventDetailSchema>;
