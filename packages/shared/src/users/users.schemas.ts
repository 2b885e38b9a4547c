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
 * The signed-in user's own record: the public fields plus the e-mail address (null when the account
 * has none, e.g. one made through a third-party sign-in).
 */
export const sessionUserSchema = publicUserSchema.extend({ email: z.string().nullable() });
export type SessionUser = z.infer<typeof sessionUserSchema>;
