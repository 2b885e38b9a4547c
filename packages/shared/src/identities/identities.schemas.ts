import { z } from 'zod';
import { usernameSchema, sessionResponseSchema } from '../auth/auth.schemas.ts';
import { SIGN_IN_PROVIDERS } from './identities.constants.ts';

/** A provider id in a path (`/api/auth/{provider}/start`); anything else is a 400 naming the choices. */
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS, {
  error: () => `Unknown sign-in provider; expected one of ${SIGN_IN_PROVIDERS.join(', ')}`,
});

/** Path parameters of the provider routes. */
export const providerParamsSchema = z.object({ provider: signInProviderSchema });

/** What `GET /api/auth/providers` answers: the providers this site has settings for, in button order. */
export const providersResponseSchema = z.object({ providers: z.array(signInProviderSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/** Query of `GET /api/auth/{provider}/start`: where to go after signing in (a path on this site). */
export const startQuerySchema = z.object({ redirect: z.string().max(2000).optional() });

/**
 * Body of `POST /api/auth/{provider}/callback`: the query string the provider sent the browser
 * back to `/auth/{provider}` with (`?code=…&state=…`, or Steam's `?state=…&openid.…`), as received.
 */
export const callbackBodySchema = z.object({ query: z.string().min(1, 'Required').max(8000) });
export type CallbackBody = z.infer<typeof callbackBodySchema>;

/** A linked third-party account as `GET /api/user/identities` lists it. `created_at` ISO 8601. */
export const identitySchema = z.object({
  provider: signInProviderSchema,
  display_name: z.string(),
  created_at: z.string(),
});
export type Identity = z.infer<typeof identitySchema>;

/**
 * What the callback answers (docs/decisions/0015), by `result`:
 * - `signed_in`: a known identity; the session (JWT 900 s, refresh 2592000 s);
 * - `register`: a new identity; `grant` (single use, SIGN_IN_GRANT_TTL_S) goes with a chosen
 *   username to `POST /api/auth/register-identity`; `suggested_username` is the provider's name
 *   made to fit the username rules (may still be taken);
 * - `linked`: the flow was started by a signed-in user to link this provider.
 * `redirect` is the site path the flow was started from.
 */
export const callbackResponseSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('signed_in'), redirect: z.string(), session: sessionResponseSchema }),
  z.object({
    result: z.literal('register'),
    redirect: z.string(),
    grant: z.string(),
    provider: signInProviderSchema,
    display_name: z.string(),
    suggested_username: z.string(),
  }),
  z.object({ result: z.literal('linked'), redirect: z.string(), identity: identitySchema }),
]);
export type CallbackResponse = z.infer<typeof callbackResponseSchema>;

/** Body of `POST /api/auth/register-identity`: the grant of a first sign-in and the chosen username. */
export const registerIdentitySchema = z.object({
  grant: z.string().min(1, 'Required').max(200),
  username: usernameSchema,
});
export type RegisterIdentityInput = z.infer<typeof registerIdentitySchema>;

/**
 * What `GET /api/user/identities` answers: the linked accounts and whether the account has a
 * password (unlinking the last way in is refused, docs/decisions/0015).
 */
export const identitiesResponseSchema = z.object({
  identities: z.array(identitySchema),
  has_password: z.boolean(),
});
export type IdentitiesResponse = z.infer<typeof identitiesResponseSchema>;

/** What `POST /api/user/identities/{provider}` answers: the provider page to send the browser to. */
export const linkStartResponseSchema = z.object({ authorize_url: z.string() });
export type LinkStartResponse = z.infer<typeof linkStartResponseSchema>;
