import { z } from 'zod';
import { PAGE_SIZE_MAX, paginatedSchema } from '../api/pagination.ts';
import { countryCodeSchema } from '../profile/countries.ts';
import { playerSchema } from './player.schemas.ts';

/** Default page size of `GET /api/rankings/overall` (rows; the maximum is PAGE_SIZE_MAX, 100). */
export const OVERALL_RANKING_PAGE_SIZE = 50;

/**
 * One row of the overall ranking (docs/decisions/0054 "The overall ranking"), as
 * `GET /api/rankings/overall` lists it and `GET /api/rankings/overall/{profileId}` answers it:
 * - `rank`: 1-based place among every ranked profile (points DESC, then plays DESC, then profile id);
 * - `country_rank`: place among the profiles of `player.country` (same order), null without a country;
 * - `points`: Σ points_i × 0.965^i over the profile's counted scores, best first (a float);
 * - `accuracy`: the average accuracy (0–100) of the counted scores;
 * - `plays`: leaderboards counted (one combined-best score each, challenge boards excluded);
 * - `first_places`: leaderboards where the profile's counted score is #1;
 * - `rank_change_day` / `rank_change_week`: the rank of yesterday's / seven days ago's UTC snapshot
 *   minus today's rank, so positive = climbed, negative = fell, 0 = held; null when the profile has
 *   no snapshot of that day (docs/decisions/0054 "Snapshots");
 * - `player`: who (shared {@link playerSchema}: profile id, name, linked user, country).
 */
export const overallRankingRowSchema = z.object({
  rank: z.number().int(),
  country_rank: z.number().int().nullable(),
  points: z.number(),
  accuracy: z.number(),
  plays: z.number().int(),
  first_places: z.number().int(),
  rank_change_day: z.number().int().nullable(),
  rank_change_week: z.number().int().nullable(),
  player: playerSchema,
});
export type OverallRankingRow = z.infer<typeof overallRankingRowSchema>;

/** A page of the overall ranking: the list envelope `{data, count, total, page, pageCount}` (formats.md §6.1). */
export const overallRankingPageSchema = paginatedSchema(overallRankingRowSchema);
export type OverallRankingPage = z.infer<typeof overallRankingPageSchema>;

/**
 * The query of `GET /api/rankings/overall` (docs/decisions/0054):
 * - `page` (1-based, default 1) and `limit` (1–100, default {@link OVERALL_RANKING_PAGE_SIZE});
 * - `country`: an ISO 3166-1 alpha-2 code in either case (answered upper case); only that
 *   country's players, ordered by country rank; an unknown code fails naming `country`;
 * - `followed`: `1` (or `true`) keeps the players whose linked accounts the signed-in caller
 *   follows, plus the caller's own profile; `0`/`false` or absent: everyone.
 */
export const overallRankingQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1, 'page must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be 1 or more')
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(OVERALL_RANKING_PAGE_SIZE),
  country: countryCodeSchema.optional(),
  followed: z
    .enum(['0', '1', 'true', 'false'], { message: 'followed must be 1 or 0' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
export type OverallRankingQuery = z.output<typeof overallRankingQuerySchema>;
