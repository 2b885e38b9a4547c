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
