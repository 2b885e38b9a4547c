import { z } from 'zod';
import { CHANGES_LIMIT_DEFAULT, CHANGES_LIMIT_MAX } from './changes.constants.ts';

/**
 * One beatmap of the catalogue index (`GET /api/beatmaps/index.ndjson`) and of a beatmap change
 * (docs/decisions/0035): what a mod manager needs to match local files (`hash`, formats.md §1.1)
 * and show them; `updated_at` is ISO 8601.
 */
export const beatmapSummarySchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  title: z.string(),
  artist: z.string(),
  mapper: z.string(),
  difficulties: z.array(z.string()),
  updated_at: z.string(),
});
export type BeatmapSummary = z.infer<typeof beatmapSummarySchema>;

/** One playlist, stage, avatar or mod of a change (docs/decisions/0035); `slug` for mods only. */
export const namedItemSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().optional(),
  updated_at: z.string(),
});
export type NamedItemSummary = z.infer<typeof namedItemSummarySchema>;

/** The kinds of item the change feed follows. */
export const changeKindSchema = z.enum(['beatmap', 'playlist', 'stage', 'avatar', 'mod']);
export type ChangeKind = z.infer<typeof changeKindSchema>;

/**
 * One line of `GET /api/changes` (docs/decisions/0035): `cursor` (the change's number; resume
 * after it with `since=<cursor>`), `kind`, item `id`, `op` as the public catalogue sees it, `at`
 * (ISO 8601), and for `created`/`updated` the item's current public summary in `item` — null only
 * when the item has been removed since, in which case a later `deleted` change follows.
 */
export const changeSchema = z.object({
  cursor: z.number().int(),
  kind: changeKindSchema,
  id: z.number().int(),
  op: z.enum(['created', 'updated', 'deleted']),
  at: z.string(),
  item: z.union([beatmapSummarySchema, namedItemSummarySchema]).nullable().optional(),
});
export type Change = z.infer<typeof changeSchema>;

/**
 * A feed cursor as a query or `Last-Event-ID` value: a whole number from 0 (the start of the feed),
 * written in decimal digits, at most 15 of them.
 */
export const changeCursorSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a change cursor: a whole number from 0 (0 = the start of the feed)')
  .transform(Number);

/** The query of `GET /api/changes`: `since` (default 0) and `limit` (1 to CHANGES_LIMIT_MAX). */
export const changesQuerySchema = z.object({
  since: z.string().optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .max(CHANGES_LIMIT_MAX)
    .default(CHANGES_LIMIT_DEFAULT),
});
