import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth.constants.ts';

/** Lifetime of a password reset link, in seconds: 1 hour. */
export const PASSWORD_RESET_TTL_S = 3600;

/** Body of `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Body of `POST /api/auth/reset-password`: the token from the link and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What both answer: a sentence to show the user. */
export const passwordResetMessageSchema = z.object({ message: z.string() });
