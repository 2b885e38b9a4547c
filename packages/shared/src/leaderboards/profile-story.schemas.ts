import { z } from 'zod';
import { leaderboardSchema } from './leaderboards.schemas.ts';
import { playerSchema } from './player.schemas.ts';

/**
 * Wire shapes of a leaderboard profile's page beyond its stats (docs/decisions/0054 "A profile
 * that tells a story"): the header, the rank history and the best/recent plays. New endpoints
 * under `/api/leaderboard-profiles/{id}/…`; the community tools' answers (formats.md §6.2) are
 * untouched. Percents are 0–100, points the ranking points of docs/decisions/0019 and 0054.
 */

/**
 * A profile's overall standing (table `overall_rankings`, docs/decisions/0054 "The overall
 * ranking"): `rank` among every profile, `country_rank` among the profiles of its linked account's
 * country (null without one), weighted `points`, average `accuracy` (0–100) of the counted scores,
 * `plays` boards counted, `first_places` boards where it is combined #1.
 */
export const overallStandingSchema = z.object({
  rank: z.number().int(),
  country_rank: z.number().int().nullable(),
  points: z.number(),
  accuracy: z.number(),
  plays: z.number().int(),
  first_places: z.number().int(),
});
export type OverallStanding = z.infer<typeof overallStandingSchema>;

/**
 * `GET /api/leaderboard-profiles/{id}/summary`: the profile page's header. `overall` is null when
 * the profile is not in the overall ranking yet ("Not ranked yet"). `rank_change_day` /
 * `rank_change_week` are the places gained since the snapshot of yesterday / 7 days ago (UTC days;
 * positive = climbed, ▲; negative = fell, ▼), null when that snapshot or `overall` is missing
 * (docs/decisions/0054 "Snapshots").
 */
export const profileSummarySchema = z.object({
  player: playerSchema,
  overall: overallStandingSchema.nullable(),
  rank_change_day: z.number().int().nullable(),
  rank_change_week: z.number().int().nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** Days of history a profile page asks for by default, and the allowed range of `days`. */
export const HISTORY_DAYS_DEFAULT = 90;
export const HISTORY_DAYS_MIN = 1;
export const HISTORY_DAYS_MAX = 365;

/**
 * One day of `GET /api/leaderboard-profiles/{id}/history?days=N` (table `rank_snapshots`): the UTC
 * `day` (YYYY-MM-DD) and that day's overall `rank`, `country_rank` (null without a country),
 * `points` and `accuracy` (0–100). The answer is a bare array, oldest day first.
 */
export const rankHistoryPointSchema = z.object({
  day: z.string(),
  rank: z.number().int(),
  country_rank: z.number().int().nullable(),
  points: z.number(),
  accuracy: z.number(),
});
export type RankHistoryPoint = z.infer<typeof rankHistoryPointSchema>;

/** The orders of a profile's plays: best by `points` or `accuracy`, or most `recent` first. */
export const PROFILE_PLAY_SORTS = ['points', 'accuracy', 'recent'] as const;
export type ProfilePlaySort = (typeof PROFILE_PLAY_SORTS)[number];

/** Plays per page of `GET /api/leaderboard-profiles/{id}/plays` by default, and its maximum. */
export const PROFILE_PLAYS_LIMIT_DEFAULT = 10;
export const PROFILE_PLAYS_LIMIT_MAX = 50;

/**
 * One play of `GET /api/leaderboard-profiles/{id}/plays`: the profile's best score on one
 * leaderboard across every modifier set (its combined best, held scores never), with the board
 * (and its beatmap when the public may see it), `rank` its combined rank of `entrants`, the hit
 * percents, `accuracy` (formats.md §6.2 rule, 0–100), the ranking `points` it earns on the combined
 * list, `accuracy × (entrants − rank + 1) / entrants` (docs/decisions/0019, 0054 "Points per
 * score"), and when it was set.
 */
export const profilePlaySchema = z.object({
  score_id: z.number().int(),
  leaderboard: leaderboardSchema,
  rank: z.number().int(),
  entrants: z.number().int(),
  modified_score: z.number().int(),
  modifiers: z.number().int(),
  perfect_hit_percent: z.number(),
  good_hit_percent: z.number(),
  poor_hit_percent: z.number(),
  accuracy: z.number(),
  points: z.number(),
  created_at: z.string(),
});
export type ProfilePlay = z.infer<typeof profilePlaySchema>;
