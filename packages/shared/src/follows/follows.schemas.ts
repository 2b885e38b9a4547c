import { z } from 'zod';

/**
 * `GET|PUT|DELETE /api/users/{id-or-username}/follow`: whether the caller follows the user (false
 * for anonymous callers), how many follow them and how many they follow (docs/decisions/0017).
 */
export const followStateSchema = z.object({
  following: z.boolean(),
  follower_count: z.number().int(),
  following_count: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;
