import { z } from 'zod';
import { moderationReasonSchema } from '../admin/users.schemas.ts';
import { leaderboardSchema } from './leaderboards.schemas.ts';
import { playerSchema } from './player.schemas.ts';

/**
 * The thresholds of the hold checks at `POST /api/scores` (docs/decisions/0054 "Honest scores").
 * A score that passes the hard caps (422, docs/decisions/0019) but trips one of these is stored
 * held: it counts nowhere until an admin releases it. Accuracy is formats.md §6.2's (perfect +
 * good/2 + poor/4, 0–100).
 *
 * - `accuracyJump` — far above the player's history on a new account: the submitting account or
 *   its leaderboard profile is younger than `newAccountDays` days, the profile has at least
 *   `minEarlierScores` counted (not held) scores, and the new accuracy is at least `minAccuracy`
 *   and at least `minJump` points above the average accuracy of those scores.
 * - `firstPlacesBurst` — many #1s within minutes: the score would take the combined #1 of a
 *   board where another profile has a counted score, and the profile already holds at least
 *   `maxRecent` such combined #1s set in the last `windowMinutes` minutes.
 */
export const HOLD_THRESHOLDS = {
  accuracyJump: { newAccountDays: 7, minEarlierScores: 3, minJump: 15, minAccuracy: 97 },
  firstPlacesBurst: { windowMinutes: 10, maxRecent: 5 },
} as const;

/** The hold checks by name (`scores.held_reason` starts with the rule's label). */
export const HOLD_RULES = ['accuracyJump', 'firstPlacesBurst'] as const;
export type HoldRule = (typeof HOLD_RULES)[number];

/** What an admin reads about a score under review: "Accuracy jump", "Many #1s within minutes". */
export const HOLD_RULE_LABELS: Record<HoldRule, string> = {
  accuracyJump: 'Accuracy jump on a new account',
  firstPlacesBurst: 'Many #1s within minutes',
};

/**
 * A score as the admins review it (`GET /api/admin/scores/{id}`; docs/decisions/0054 "Honest
 * scores"): the stored fields that matter for a judgement — `player` (picture, flag, account),
 * the `leaderboard` it was set on, `base_score` / `modified_score` (points), `accuracy` (0–100,
 * formats.md §6.2), `modifiers` (mask), the hit percents, `max_combo`, `notes_hit`, `hmd`,
 * `held` with its `held_reason` (null when not held), the combined rank (`rank_combined`, 0 when
 * not ranked) and `created_at` (ISO 8601).
 */
export const adminScoreSchema = z.object({
  id: z.number().int(),
  player: playerSchema,
  leaderboard: leaderboardSchema,
  base_score: z.number().int(),
  modified_score: z.number().int(),
  accuracy: z.number(),
  modifiers: z.number().int(),
  perfect_hit_percent: z.number(),
  good_hit_percent: z.number(),
  poor_hit_percent: z.number(),
  notes_hit: z.number().int(),
  max_combo: z.number().int(),
  hmd: z.string(),
  held: z.boolean(),
  held_reason: z.string().nullable(),
  rank_combined: z.number().int(),
  created_at: z.string(),
});
export type AdminScore = z.infer<typeof adminScoreSchema>;

/** `DELETE /api/admin/scores/{id}`: why (required, 1–500 characters; the player is told). */
export const removeScoreBodySchema = z.object({ reason: moderationReasonSchema });
export type RemoveScoreBody = z.infer<typeof removeScoreBodySchema>;

/** `POST /api/admin/scores/{id}/release`: an optional note for the audit log (≤ 500 characters). */
export const releaseScoreBodySchema = z
  .object({
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  })
  .default({});
export type ReleaseScoreBody = z.infer<typeof releaseScoreBodySchema>;

/**
 * One of the caller's own held scores (`GET /api/scores/held`; docs/decisions/0054 "Honest
 * scores"): what the player sees as "Held for review" — the score's `id`, its `leaderboard`,
 * `modified_score` (points), `accuracy` (0–100, formats.md §6.2) and `created_at` (ISO 8601). The
 * hold's reason is for the admins only.
 */
export const heldScoreSchema = z.object({
  id: z.number().int(),
  leaderboard: leaderboardSchema,
  modified_score: z.number().int(),
  accuracy: z.number(),
  created_at: z.string(),
});
export type HeldScore = z.infer<typeof heldScoreSchema>;
