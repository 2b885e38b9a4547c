import { z } from 'zod';
import { beatmapSchema } from './beatmaps.schemas.ts';

/** Most beatmaps `GET /api/beatmaps/popular` answers, and its default. */
export const POPULAR_LIMIT_MAX = 24;
export const POPULAR_LIMIT_DEFAULT = 12;
/** The window of "Popular this week", in days (issue item "popular this week"; docs/decisions/0022). */
export const POPULAR_WINDOW_DAYS = 7;

/** Query of `GET /api/beatmaps/popular`: `limit`, 1-{@link POPULAR_LIMIT_MAX}, default {@link POPULAR_LIMIT_DEFAULT}. */
export const popularQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(POPULAR_LIMIT_MAX, `limit must be at most ${POPULAR_LIMIT_MAX}`)
    .default(POPULAR_LIMIT_DEFAULT),
});

/**
 * One popular beatmap: the beatmap (formats.md §6.3 shape) with its figures over the window —
 * `week_downloads` (downloads counted in the window) and `week_votes` (net votes, up − down, cast
 * or changed in the window).
 */
export const popularBeatmapSchema = beatmapSchema.extend({
  week_downloads: z.number().int(),
  week_votes: z.number().int(),
});
export type PopularBeatmap = z.infer<typeof popularBeatmapSchema>;

/** Answer of `GET /api/beatmaps/popular`: `since` (ISO 8601, the window's start) and the ranked beatmaps. */
export const popularBeatmapsSchema = z.object({
  since: z.string(),
  data: z.array(popularBeatmapSchema),
});
export type PopularBeatmaps = z.infer<typeof popularBeatmapsSchema>;
