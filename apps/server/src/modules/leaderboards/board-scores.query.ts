import { MODIFIER_MASK, MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { z } from 'zod';

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);

/**
 * The query of `GET /api/leaderboards/{id}/scores` (formats.md §6.2, RailGrinder:
 * `limit=10&page=N&modifiers=<int|-1>&sort=rank,ASC`): `modifiers` a mask of MODIFIER_BITS or −1
 * for the combined list (default 0, no modifiers); `limit` 1–100 (default 10); `page` ≥ 1
 * (default 1); `sort` only `rank,ASC`; `cache` ignored. Anything else is a 400 naming it.
 */
export const boardScoresQuerySchema = z.strictObject({
  modifiers: z
    .string()
    .regex(/^-?\d{1,10}$/, 'modifiers must be a whole number (a bitmask, or -1 for combined)')
    .transform(Number)
    .refine(
      (m) => m === MODIFIERS_COMBINED || (m >= 0 && (m & ~MODIFIER_MASK) === 0),
      'modifiers must be -1 (combined) or a mask of known modifier bits',
    )
    .default(0),
  limit: whole('limit', 1, 100).default(10),
  page: whole('page', 1, 1_000_000).default(1),
  sort: z
    .string()
    .refine((s) => s.replace(/\s/g, '').toLowerCase() === 'rank,asc', 'sort must be rank,ASC')
    .optional(),
  cache: z.string().optional(),
});
