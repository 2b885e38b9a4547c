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
