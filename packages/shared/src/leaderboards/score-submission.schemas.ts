import { z } from 'zod';
import { mapHashSchema } from '../beatmaps/map-hash.schemas.ts';
import { LEADERBOARD_DIFFICULTY_MAX, LEADERBOARD_MODES, MODIFIER_MASK } from './leaderboards.constants.ts';
import { leaderboardSchema, scoreSchema } from './leaderboards.schemas.ts';

/**
 * The body of `POST /api/scores` (formats.md §6.2: the game's `leaderboardInfo` and `scoreInfo`,
 * camelCase as the game sends them). Shape rules live here (so a 400 names the field, e.g.
 * `scoreInfo.modifiers`); rules that need the chart (note count, score cap, published map) are
 * checked by the server (docs/decisions/0019).
 */

/** Slack allowed on sums of hit percents (floats from the game): poor + good + perfect ≤ 100 + this. */
export const PERCENT_EPSILON = 1e-6;

const count = z.number().int().min(0).max(2_147_483_647);
const percent = z.number().min(0).max(100);

/**
 * `leaderboardInfo`: the chart the score was set on (hash × difficulty × mode × challenge). The
 * song fields are what the game says; a board takes them from the beatmap instead (docs/decisions/0046).
 */
export const leaderboardInfoSchema = z.object({
  /** Canonical on entry: trimmed, lower-cased, 64 hex digits (formats.md §1.6; docs/decisions/0046). */
  songHash: mapHashSchema,
  songName: z.string().max(500).default(''),
  songSubName: z.string().max(500).default(''),
  songAuthorName: z.string().max(500).default(''),
  levelAuthorName: z.string().max(500).default(''),
  bpm: z.number().min(0).max(10_000).nullable().default(null),
  difficulty: z.number().int().min(0).max(LEADERBOARD_DIFFICULTY_MAX),
  mode: z
    .number()
    .int()
    .min(0)
    .max(LEADERBOARD_MODES.length - 1),
  maxScore: count.min(1),
  maxCombo: count,
  challenge: count.default(0),
});
export type LeaderboardInfo = z.infer<typeof leaderboardInfoSchema>;

/** `scoreInfo`: the result. `modifiedScore` defaults to `baseScore`; percents are 0–100. */
export const scoreInfoSchema = z
  .object({
    baseScore: count,
    modifiedScore: count.optional(),
    notesHit: count,
    modifiers: z
      .number()
      .int()
      .min(0)
      .refine((m) => (m & ~MODIFIER_MASK) === 0, 'has a modifier bit that does not exist'),
    goodHitPercent: percent,
    poorHitPercent: percent,
    perfectHitPercent: percent,
    punchIntensityAvg: z.number().min(0).max(1_000_000).default(0),
    maxCombo: count,
    hmd: z.string().max(200).default(''),
  })
  .superRefine((s, ctx) => {
    if (s.poorHitPercent + s.goodHitPercent + s.perfectHitPercent > 100 + PERCENT_EPSILON)
      ctx.addIssue({
        code: 'custom',
        path: ['perfectHitPercent'],
        message: 'poorHitPercent + goodHitPercent + perfectHitPercent must not exceed 100',
      });
    if (s.maxCombo > s.notesHit)
      ctx.addIssue({ code: 'custom', path: ['maxCombo'], message: 'must not exceed notesHit' });
  });
export type ScoreInfo = z.infer<typeof scoreInfoSchema>;

/** The body of `POST /api/scores`. */
export const scoreSubmissionSchema = z.object({
  leaderboardInfo: leaderboardInfoSchema,
  scoreInfo: scoreInfoSchema,
});
export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

/**
 * The answer of `POST /api/scores`: the stored score (ranks as of the last rank job: 0 until it
 * runs) and its leaderboard. 201 when stored, 200 for a replay of a stored submission.
 *
 * `held: true` is present only when the score was held for review (docs/decisions/0054 "Honest
 * scores"): stored, but counted nowhere until an admin releases it, so a game mod can say so. A
 * counted score's answer carries no `held` field, byte for byte what it was before the checks.
 */
export const scoreSubmissionResultSchema = z.object({
  score: scoreSchema,
  leaderboard: leaderboardSchema,
  held: z.literal(true).optional(),
});
export type ScoreSubmissionResult = z.infer<typeof scoreSubmissionResultSchema>;
