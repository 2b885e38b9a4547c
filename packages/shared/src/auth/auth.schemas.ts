import { z } from 'zod';
import { sessionUserSchema } from '../users/users.schemas.ts';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './auth.constants.ts';

/** Username: 3-32 letters, digits, `_`, `-` or `.`; used in `/profile/{username}` URLs. */
export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, digits, _, - and .');

/** Body of `POST /api/auth/register`. */
export const registerSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Body of `POST /api/auth/login`: `username` may also be the account's e-mail address. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Required'),
  password: z.string().min(1, 'Required').max(PASSWORD_MAX),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Body of `POST /api/auth/refresh` and (optionally) `POST /api/auth/logout`. */
export const refreshSchema = z.object({ refresh_token: z.string().min(1, 'Required') });
export type RefreshInput = z.infer<typeof refreshSchema>;

/**
 * What register, login and refresh answer (spec §3 "Session response").
 * `token` is the access JWT (900 s); `refresh_token` is opaque and single use (2592000 s).
 */
export const sessionResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: sessionUserSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** What `GET /api/auth/user` answers. */
export const authUserResponseSchema = z.object({ user: sessionUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;
