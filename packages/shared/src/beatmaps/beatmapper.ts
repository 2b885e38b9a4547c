import { z } from 'zod';
import { itemUserSchema } from '../items/item.schemas.ts';
import { voteCountsSchema } from '../votes/votes.schemas.ts';

/**
 * A beatmapper and their statistics, one item of `GET /api/mappers` (formats.md §6.3 "Beatmapper";
 * the `/beatmaps/mappers` page): counts are sums over the user's published beatmaps; `*_avg` are
 * per beatmap (2 decimals); `score` and `rating` the mean of the beatmaps' (numeric strings, rating
 * in [0, 1)); play counts are 0 and `is_curated`/`is_hot` false until the site tracks them;
 * `last_beatmap_at` ISO 8601.
 */
export const beatmapperSchema = z.object({
  id: z.number().int(),
  beatmap_count: z.number().int(),
  play_count: z.number().int(),
  play_count_daily: z.number().int(),
  download_count: z.number().int(),
  ...voteCountsSchema.shape,
  vote_avg: z.number(),
  upvote_avg: z.number(),
  downvote_avg: z.number(),
  download_avg: z.number(),
  is_curated: z.boolean(),
  is_hot: z.boolean(),
  last_beatmap_at: z.string(),
  curated_qualified_at: z.string().nullable(),
  user: itemUserSchema,
});
export type Beatmapper = z.infer<typeof beatmapperSchema>;
