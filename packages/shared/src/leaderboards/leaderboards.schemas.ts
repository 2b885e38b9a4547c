import { z } from 'zod';
import { itemUserSchema } from '../items/item.schemas.ts';
import { leaderboardProfileSchema } from './leaderboard-profiles.schemas.ts';

/**
 * Wire shapes of the competitive side (formats.md §6.2; spec §2 leaderboard and ranking routes).
 * Snake_case like the rest of the API, except the rows of `GET /api/leaderboards/{id}/scores`,
 * which are camelCase like the game's `scoreInfo` (see {@link leaderboardScoreRowSchema}).
 * Percents are JSON numbers 0–100; dates ISO 8601 strings.
 */

/** The beatmap a leaderboard belongs to, as embedded with `join=beatmap`. */
export const leaderboardBeatmapSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  mapper: z.string(),
  cover_url: z.string(),
  cover_version: z.number().int(),
  published: z.boolean(),
  ost: z.boolean(),
  user: itemUserSchema.nullable().optional(),
});
export type LeaderboardBeatmap = z.infer<typeof leaderboardBeatmapSchema>;

/**
 * A leaderboard (`GET /api/leaderboards`, `GET /api/leaderboards/{id}`): map hash × difficulty ×
 * mode × challenge. `scores` is the count of profiles ranked on it (RailGrinder reads it);
 * `rank_combined` is the requesting filter's profile rank when asked for, else null.
 */
export const leaderboardSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  difficulty: z.number().int(),
  mode: z.number().int(),
  challenge: z.number().int(),
  beatmap_id: z.number().int().nullable(),
  song_name: z.string(),
  song_sub_name: z.string(),
  song_author_name: z.string(),
  level_author_name: z.string(),
  bpm: z.number().nullable(),
  max_score: z.number().int(),
  max_combo: z.number().int(),
  scores: z.number().int(),
  rank_combined: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  beatmap: leaderboardBeatmapSchema.nullable().optional(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** A leaderboard profile with its linked user (public fields) embedded. */
export const scoreProfileSchema = leaderboardProfileSchema;
export type ScoreProfile = z.infer<typeof scoreProfileSchema>;

/**
 * A score (`GET /api/scores`, snake_case; formats.md §6.2): every field of the game's `scoreInfo`
 * plus `rank` (within the same modifiers; 0 when not the profile's ranked score) and
 * `rank_combined` (across all modifiers; 0 when not the profile's best on the leaderboard).
 */
export const scoreSchema = z.object({
  id: z.number().int(),
  leaderboard_id: z.number().int(),
  profile_id: z.number().int(),
  base_score: z.number().int(),
  modified_score: z.number().int(),
  notes_hit: z.number().int(),
  modifiers: z.number().int(),
  poor_hit_percent: z.number(),
  good_hit_percent: z.number(),
  perfect_hit_percent: z.number(),
  punch_intensity_avg: z.number(),
  max_combo: z.number().int(),
  hmd: z.string(),
  rank: z.number().int(),
  rank_combined: z.number().int(),
  created_at: z.string(),
  leaderboard: leaderboardSchema.optional(),
  profile: scoreProfileSchema.optional(),
});
export type Score = z.infer<typeof scoreSchema>;

/**
 * A row of `GET /api/leaderboards/{id}/scores` (formats.md §6.2): camelCase like the game's
 * `scoreInfo`, answered as a bare array. With `modifiers=-1` `rank` is the combined rank.
 */
export const leaderboardScoreRowSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  baseScore: z.number().int(),
  modifiedScore: z.number().int(),
  notesHit: z.number().int(),
  modifiers: z.number().int(),
  poorHitPercent: z.number(),
  goodHitPercent: z.number(),
  perfectHitPercent: z.number(),
  punchIntensityAvg: z.number(),
  maxCombo: z.number().int(),
  hmd: z.string(),
  createdAt: z.string(),
  profile: scoreProfileSchema,
});
export type LeaderboardScoreRow = z.infer<typeof leaderboardScoreRowSchema>;

/**
 * A ranking row (`GET /api/rankings`; formats.md §6.2): one profile's standing in the list
 * season × mode × difficulty × modifiers (0 none, −1 combined); `season_id` 0 is all time.
 */
export const rankingSchema = z.object({
  id: z.number().int(),
  season_id: z.number().int(),
  mode: z.number().int(),
  difficulty: z.number().int(),
  modifiers: z.number().int(),
  rank: z.number().int(),
  rank_avg: z.number(),
  points: z.number(),
  plays: z.number().int(),
  poor_hit_percent: z.number(),
  good_hit_percent: z.number(),
  perfect_hit_percent: z.number(),
  updated_at: z.string(),
  profile: scoreProfileSchema.optional(),
});
export type Ranking = z.infer<typeof rankingSchema>;

/** A season (`GET /api/seasons`): `current` is true for the season whose range holds now. */
export const seasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

/** A challenge (`GET /api/challenges`): the game's timed challenge; its leaderboards carry its id. */
export const challengeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  leaderboards: z.number().int(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A dethrone (`GET /api/dethrones`): `score` took the combined #1 of `leaderboard` from `dethroned_profile`. */
export const dethroneSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  leaderboard: leaderboardSchema,
  score: scoreSchema,
  profile: scoreProfileSchema,
  dethroned_profile: scoreProfileSchema,
});
export type Dethrone = z.infer<typeof dethroneSchema>;

/**
 * `GET /api/leaderboards/{id}`: the leaderboard with its beatmap and `charts`, every leaderboard of
 * the same map (hash, or beatmap) and challenge, for the difficulty chips and the mode switch.
 */
export const leaderboardDetailSchema = leaderboardSchema.extend({
  charts: z.array(
    z.object({
      id: z.number().int(),
      difficulty: z.number().int(),
      mode: z.number().int(),
      scores: z.number().int(),
    }),
  ),
});
export type LeaderboardDetail = z.infer<typeof leaderboardDetailSchema>;

/**
 * `GET /api/leaderboard-profiles/{id}/stats`: a profile's totals (spec §2 `/leaderboards/profile/{id}`).
 * `plays` scores stored; `ranked` leaderboards with a ranked score; `first_places` combined #1s;
 * `accuracy` average accuracy (0–100) of the ranked scores; `rankings` every list it is in
 * (all time and the current season).
 */
export const profileStatsSchema = z.object({
  profile: scoreProfileSchema,
  plays: z.number().int(),
  ranked: z.number().int(),
  first_places: z.number().int(),
  accuracy: z.number(),
  rankings: z.array(rankingSchema),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/**
 * A rank-up suggestion (`GET /api/leaderboard-profiles/{id}/rank-ups?mode&difficulty&modifiers`):
 * a leaderboard where `score_gain` more points move the profile from `current_rank` to
 * `target_rank`, and the ranking list from `ranking_rank_now` to `ranking_rank_after`.
 * `current_rank`/`current_score` are null when the profile has no score there yet.
 */
export const rankUpSchema = z.object({
  leaderboard: leaderboardSchema,
  current_rank: z.number().int().nullable(),
  current_score: z.number().int().nullable(),
  target_rank: z.number().int(),
  target_score: z.number().int(),
  score_gain: z.number().int(),
  ranking_rank_now: z.number().int().nullable(),
  ranking_rank_after: z.number().int(),
  /** Ranking points the step adds to the profile's total (rankings/ranking-math.ts), to 2 decimals. */
  ranking_points_gain: z.number(),
});
export type RankUp = z.infer<typeof rankUpSchema>;

/**
 * `GET /api/rankings/what-if?profile_id&leaderboard_id&score&modifiers[&season]`: where a score would
 * put the profile — on the leaderboard and in the ranking list (all time, or the season given or current).
 */
export const whatIfSchema = z.object({
  leaderboard_rank: z.number().int(),
  ranking_rank_now: z.number().int().nullable(),
  ranking_rank_after: z.number().int(),
  season: seasonSchema.nullable(),
});
export type WhatIf = z.infer<typeof whatIfSchema>;
