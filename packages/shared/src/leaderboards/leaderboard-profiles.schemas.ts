import { z } from 'zod';
import { itemUserSchema } from '../items/item.schemas.ts';

/**
 * A leaderboard profile as the API shows it (spec §3 "Leaderboard profile": id, name): the identity
 * scores are posted under, optionally linked to a site user (`user_id`, `user` when joined).
 * `created_at` is an ISO 8601 string.
 */
export const leaderboardProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int().nullable(),
  created_at: z.string(),
  user: itemUserSchema.nullable().optional(),
});
export type LeaderboardProfile = z.infer<typeof leaderboardProfileSchema>;

/**
 * Body of `PUT /api/admin/leaderboard-profiles/{id}/user` (docs/decisions/0054 "Accounts own
 * profiles"): `user_id` the account to link the profile to (a row id), or null to unlink it.
 */
export const leaderboardProfileUserBodySchema = z
  .object({
    user_id: z
      .number('user_id must be a user id or null')
      .int('user_id must be a whole number')
      .min(1, 'user_id must be a user id or null')
      .max(2147483647, 'user_id must be a user id or null')
      .nullable(),
  })
  .strict();
export type LeaderboardProfileUserBody = z.infer<typeof leaderboardProfileUserBodySchema>;
