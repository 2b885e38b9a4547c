import { z } from 'zod';
import { countryCodeSchema } from '../profile/countries.ts';
import { leaderboardSchema } from './leaderboards.schemas.ts';
import { MODIFIER_MASK, MODIFIERS_COMBINED } from './leaderboards.constants.ts';
import { playerSchema } from './player.schemas.ts';

/**
 * The site's leaderboard board (`GET /api/leaderboards/{id}/board`, docs/decisions/0054 "Boards"):
 * one page of a leaderboard's ranked list with the points of each score, the player (picture,
 * flag), the platform, and the signed-in player's own row. RailGrinder's `/{id}/scores` (formats.md
 * §6.2) stays as it was; this is a separate endpoint it never calls.
 */

/** The platforms a board tells apart (docs/decisions/0054 "Platform"). */
export const SCORE_PLATFORMS = ['pc', 'quest'] as const;
export type ScorePlatform = (typeof SCORE_PLATFORMS)[number];

/**
 * The platform of a score from the game's `hmd` string (formats.md §6.2 `scoreInfo.hmd`;
 * docs/decisions/0054 "Platform"): a name containing "quest" (any case: "Quest 3", "Oculus Quest 2",
 * "Meta Quest Pro") is `quest`; an empty or blank string is null (unknown); any other headset
 * ("Valve Index", "HTC Vive", "Oculus Rift S", "Pico 4") is `pc`. The server's platform filter
 * (modules/leaderboards/board.query.ts `platformCondition`) is the same rule in SQL.
 */
export function platformOfHmd(hmd: string): ScorePlatform | null {
  if (/^\s*$/.test(hmd)) return null;
  return /quest/i.test(hmd) ? 'quest' : 'pc';
}

/**
 * The points rule of the rankings (docs/decisions/0019, 0054 "Points per score"): on a list with
 * `entrants` ranked profiles, the one at board rank `rank` earns `accuracy × (n − r + 1) / n`
 * (accuracy 0–100, formats.md §6.2), so #1 earns its full accuracy and the last of n earns 1/n of
 * it; 0 for an unranked score or an empty list. Unrounded: the rankings job, the what-if and the
 * rank-up finder add these up.
 */
export function boardPoints(accuracy: number, rank: number, entrants: number): number {
  if (entrants <= 0 || rank <= 0) return 0;
  return (accuracy * (entrants - rank + 1)) / entrants;
}

/**
 * The points a score shows on its list: {@link boardPoints} rounded to 2 decimals, 0 when the rank
 * is past the list (a stale rank while the rank job catches up).
 */
export function scorePoints(accuracy: number, rank: number, entrants: number): number {
  if (rank > entrants) return 0;
  return Math.round(boardPoints(accuracy, rank, entrants) * 100) / 100;
}

/** Rows per page of a board: 25 by default, at most 100 (the limit of `/{id}/scores`). */
export const BOARD_PAGE_SIZE = 25;
export const BOARD_PAGE_SIZE_MAX = 100;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);

/**
 * The query of `GET /api/leaderboards/{id}/board` (docs/decisions/0054 "Boards"), each bad value a
 * 400 naming its field:
 * - `modifiers`: a mask of MODIFIER_BITS, or −1 for the combined list (default 0, no modifiers);
 * - `page` ≥ 1 (default 1), `limit` 1–100 (default 25);
 * - `country`: an ISO 3166-1 alpha-2 code in any case (the players whose account chose it);
 * - `followed=1`: the players the signed-in user follows, and the user (401 when signed out);
 * - `platform`: `pc` or `quest` (see {@link platformOfHmd}).
 * Filters narrow the rows; a row keeps its rank on the whole list.
 */
export const boardQuerySchema = z.strictObject({
  modifiers: z
    .string()
    .regex(/^-?\d{1,10}$/, 'modifiers must be a whole number (a bitmask, or -1 for combined)')
    .transform(Number)
    .refine(
      (m) => m === MODIFIERS_COMBINED || (m >= 0 && (m & ~MODIFIER_MASK) === 0),
      'modifiers must be -1 (combined) or a mask of known modifier bits',
    )
    .default(0),
  page: whole('page', 1, 1_000_000).default(1),
  limit: whole('limit', 1, BOARD_PAGE_SIZE_MAX).default(BOARD_PAGE_SIZE),
  country: z.string().pipe(countryCodeSchema).optional().describe('ISO 3166-1 alpha-2, any case'),
  followed: z.enum(['1', '0', 'true', 'false'], { message: 'followed must be 1 or 0' }).optional(),
  platform: z.enum(SCORE_PLATFORMS, { message: 'platform must be pc or quest' }).optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

/**
 * One row of a board: the score's `id`, its board `rank` (on the whole list, whatever the
 * filters), `points` ({@link scorePoints}), `modified_score`, `accuracy` (0–100) and the hit
 * percents it comes from, `modifiers` (mask), `max_combo`, `platform` ({@link platformOfHmd}, null
 * when the game sent no headset), `created_at` (ISO 8601) and the `player`.
 */
export const boardRowSchema = z.object({
  id: z.number().int(),
  rank: z.number().int(),
  points: z.number(),
  modified_score: z.number().int(),
  accuracy: z.number(),
  perfect_hit_percent: z.number(),
  good_hit_percent: z.number(),
  poor_hit_percent: z.number(),
  modifiers: z.number().int(),
  max_combo: z.number().int(),
  platform: z.enum(SCORE_PLATFORMS).nullable(),
  created_at: z.string(),
  player: playerSchema,
});
export type BoardRow = z.infer<typeof boardRowSchema>;

/**
 * The signed-in player's own row on the list: its board `rank`, the `page` of the filtered view it
 * is on with the request's `limit` (null when the filters leave it out) and the `row`.
 */
export const boardMeSchema = z.object({
  rank: z.number().int(),
  page: z.number().int().nullable(),
  row: boardRowSchema,
});
export type BoardMe = z.infer<typeof boardMeSchema>;

/**
 * The answer of `GET /api/leaderboards/{id}/board`: the `leaderboard` (its beatmap embedded, with
 * the uploader and the mapper, or null when the beatmap is gone or not public; `level_author_name`
 * is the game's mapper name), the list's `modifiers`, `entrants` (profiles ranked on the whole list,
 * the `n` of the points), `total` rows after the filters, `page`, `pageCount`, `limit`, the page's
 * `rows` (rank 1 first) and `me` (null when signed out or not on the list).
 */
export const boardSchema = z.object({
  leaderboard: leaderboardSchema,
  modifiers: z.number().int(),
  entrants: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  limit: z.number().int(),
  rows: z.array(boardRowSchema),
  me: boardMeSchema.nullable(),
});
export type Board = z.infer<typeof boardSchema>;
