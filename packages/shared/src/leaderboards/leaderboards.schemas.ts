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
