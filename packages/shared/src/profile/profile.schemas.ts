import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth.constants.ts';
import { tokenScopeSchema, tokenScopesSchema } from '../auth/scopes.ts';
import { usernameSchema } from '../auth/auth.schemas.ts';
import { cleanDisplayText } from '../format/display-text.ts';
import { sessionUserSchema } from '../users/users.schemas.ts';
import { API_TOKEN_NAME_MAX, API_TOKEN_NAME_MIN } from './profile.constants.ts';
import { countryCodeSchema } from './countries.ts';

/**
 * The signed-in user's settings as `GET/PATCH /api/user/profile` answer them (spec §2
 * "/user/profile"): the session user plus `has_password` (whether a current password is needed to
 * change the password or e-mail and to delete the account) and `country`, the ISO 3166-1 alpha-2
 * code (upper case) the player shows on leaderboards, null when not chosen (docs/decisions/0054).
 */
export const profileSchema = sessionUserSchema.extend({
  has_password: z.boolean(),
  country: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** An e-mail address as forms and the API take it: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);

/** A new password: 8-128 characters (the registration rule). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The current password, when an action asks to confirm it. */
const currentPasswordSchema = z.string().min(1, 'Enter your current password').max(PASSWORD_MAX);

/**
 * Body of `PATCH /api/user/profile`: a new `username` (usernameSchema rules), `email` and/or
 * `country` (countryCodeSchema: two letters of `COUNTRY_CODES` in either case, stored upper
 * case; null clears it — docs/decisions/0054). Changing the e-mail of an account with a password
 * needs `current_password` (the e-mail is where a password reset goes). At least one of
 * `username`, `email` and `country` must be given.
 */
export const profilePatchSchema = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    country: countryCodeSchema.nullable().optional(),
    current_password: currentPasswordSchema.optional(),
  })
  .strict()
  .refine((v) => v.username !== undefined || v.email !== undefined || v.country !== undefined, {
    message: 'Give a new username, e-mail address or country',
  });
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/**
 * Body of `PUT /api/user/password`: `new_password` (8-128 characters) and, when the account already
 * has a password, `current_password`.
 */
export const passwordChangeSchema = z
  .object({ current_password: currentPasswordSchema.optional(), new_password: newPasswordSchema })
  .strict();
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * Body of `DELETE /api/user`: `confirm_username` must equal the account's username exactly, and
 * `password` is needed when the account has one (docs/decisions/0016).
 */
export const accountDeletionSchema = z
  .object({
    confirm_username: z.string().min(1, 'Type your username to confirm').max(64),
    password: currentPasswordSchema.optional(),
  })
  .strict();
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** A personal API token's name: 1-64 characters of one-line text, trimmed. */
export const apiTokenNameSchema = z
  .string()
  .transform((s) => cleanDisplayText(s).trim())
  .pipe(
    z
      .string()
      .min(API_TOKEN_NAME_MIN, 'Give the token a name')
      .max(API_TOKEN_NAME_MAX, `Token names may be at most ${API_TOKEN_NAME_MAX} characters`),
  );

/**
 * Body of `POST /api/user/tokens`: a name and the scopes the token may use (docs/decisions/0045);
 * without `scopes` it gets the game-mod ones (`MOD_TOKEN_SCOPES`, auth/scopes.ts).
 */
export const apiTokenCreateSchema = z
  .object({ name: apiTokenNameSchema, scopes: tokenScopesSchema.optional() })
  .strict();
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

/**
 * A personal API token as its owner sees it (never the secret): `prefix` is the secret's first
 * characters (`shp_ab12cd`), times ISO 8601, `last_used_at` null until first used.
 */
export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** What the token may do beyond public reads (docs/decisions/0045). */
  scopes: z.array(tokenScopeSchema),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** What `GET /api/user/tokens` answers: the live tokens, newest first. */
export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** What `POST /api/user/tokens` answers (201): the token and its secret, shown this once only. */
export const apiTokenCreatedSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** What `POST /api/user/sessions/revoke-all` answers: how many sign-ins were ended. */
export const revokeAllSchema = z.object({ revoked: z.number().int() });
