import { z } from 'zod';

/**
 * A user as the API shows them to anyone (spec §3 "User"). `avatar_url` is relative or null;
 * `created_at` ISO 8601.
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar_filename: z.string().nullable(),
  avatar_url: z.string().nullable(),
  admin: z.boolean(),
  created_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The signed-in user's own record: the public fields plus the e-mail address, which is null for
 * an account made through a third-party sign-in (docs/decisions/0015).
 */
export const sessionUserSchema = publicUserSchema.extend({ email: z.string().nullable() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * A user as their account page shows them (`GET /api/users/{ref}`; spec §2 /profile/{username}):
 * the public fields plus the `country` they chose (ISO 3166-1 alpha-2, upper case; null when
 * none) and the leaderboard profile their scores are on (`{id, name}`, null when they have none),
 * so the page can link to it (docs/decisions/0054 "Accounts own profiles").
 */
export const userPageSchema = publicUserSchema.extend({
  country: z.string().nullable(),
  leaderboard_profile: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserPage = z.infer<typeof userPageSchema>;
