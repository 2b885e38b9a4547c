import { ACCESS_TOKEN_TTL_S } from '@synthhub/shared/auth/auth.constants';
import { type CredentialKind, DEVICE_SCOPES, type TokenScope } from '@synthhub/shared/auth/scopes';
import { accountSuspendedMessage } from '@synthhub/shared/auth/suspension';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../errors.ts';

/**
 * Who made a request — the principal (docs/decisions/0045): the account an access token or a
 * personal API token names, as it is now, and the credential that proved it.
 * - `credential`: `session` (an interactive sign-in), `api_token` (`Bearer shp_…`, decision 0016)
 *   or `device` (a device-code sign-in, decision 0018; its access JWT carries the `cred` claim).
 * - `scopes`: what an `api_token` or `device` credential may do (`TOKEN_SCOPES`); empty for a
 *   session, which is checked by its route's access class alone.
 * - `admin`: the account's admin flag for a session, and always false for the other kinds: an
 *   admin's token or device acts as a plain user everywhere, the content policy included.
 * - `apiTokenId`: the token's id when `credential` is `api_token`.
 * The route access hook (policies/access.ts) compares the credential with the route's declaration.
 */
export interface AuthUser {
  id: number;
  username: string;
  admin: boolean;
  credential: CredentialKind;
  scopes: readonly TokenScope[];
  apiTokenId?: number;
}

/**
 * The credential fields of a principal signed in on the site, for code that acts as a user without
 * a request (demo seeding, tests): `{ id, username, admin, ...AS_SESSION }`.
 */
export const AS_SESSION = { credential: 'session', scopes: [] } as const satisfies Pick<
  AuthUser,
  'credential' | 'scopes'
>;

/** What signing an access JWT needs: the account, and whether it is a device-code sign-in. */
export type AccessTokenSubject = Pick<AuthUser, 'id' | 'username' | 'admin'> & {
  credential?: 'session' | 'device';
};

/**
 * What the plugin's lookups answer: the account (id, username, admin flag), whether an admin
 * suspended it (`suspended`, with the reason given) — such a request is refused
 * (docs/decisions/0030-admin-area, "Account suspension") — and, for an API token, its id and scopes.
 */
export interface AuthLookup {
  id: number;
  username: string;
  admin: boolean;
  suspended?: boolean;
  suspendedReason?: string | null;
  apiTokenId?: number;
  scopes?: readonly TokenScope[];
}

const ACCOUNT_GONE = 'This account no longer exists. Please sign in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (set by the auth plugin). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * Signs an access JWT (HS256, `ACCESS_TOKEN_TTL_S` = 900 s, spec §4) for a user; a device-code
     * sign-in's carries the claim `cred: "device"` (docs/decisions/0045).
     */
    signAccessToken(user: AccessTokenSubject): Promise<string>;
  }
  interface FastifyContextConfig {
    /** The route checks `Authorization: Bearer …` itself; it names no user (GET /metrics). */
    ownBearer?: boolean;
  }
}

/** What the auth plugin needs: the JWT secret and a lookup of the account a token names. */
export interface AuthPluginOptions {
  secret: string;
  /** The account with this id as it is now (id, username, admin flag), or undefined if gone. */
  findUser(id: number): Promise<AuthLookup | undefined>;
  /**
   * When set, a bearer value for which `isApiToken` is true is a personal API token: the account
   * it acts for (with `apiTokenId` and the token's `scopes`), or undefined when it is unknown,
   * revoked or its account gone.
   */
  apiTokens?: {
    isApiToken(value: string): boolean;
    findUser(secret: string): Promise<AuthLookup | undefined>;
  };
}

/**
 * The request's principal from a lookup and the credential that proved it; Unauthorized (401) with
 * the suspension message when suspended. Only a session keeps the account's admin flag.
 */
function signedIn(lookup: AuthLookup, credential: CredentialKind): AuthUser {
  if (lookup.suspended) throw new Unauthorized(accountSuspendedMessage(lookup.suspendedReason));
  const { id, username } = lookup;
  if (credential === 'session') return { id, username, admin: lookup.admin, credential, scopes: [] };
  if (credential === 'device') return { id, username, admin: false, credential, scopes: DEVICE_SCOPES };
  return {
    id,
    username,
    admin: false,
    credential,
    scopes: lookup.scopes ?? [],
    ...(lookup.apiTokenId === undefined ? {} : { apiTokenId: lookup.apiTokenId }),
  };
}

/** The claim of a device-code sign-in's access JWT (absent for a session). */
const DEVICE_CLAIM = { cred: 'device' } as const;

/**
 * Reads `Authorization: Bearer <jwt>` on every request into `request.user`. A token that is
 * present but expired or forged is a 401, so the client knows to refresh (spec §4). So is a valid
 * token whose account no longer exists ("This account no longer exists. Please sign in again."):
 * the account is looked up on every signed-in request (one primary-key read), so no route ever acts
 * for a deleted user (foreign-key failures, missing rows) and a changed admin flag or username
 * counts at once rather than when the token expires. `Bearer shp_…` is a personal API token
 * (`opts.apiTokens`): the user it acts for, or 401 "Invalid or revoked API token". A suspended
 * account's access and API tokens are 401 with the suspension message (accountSuspendedMessage), so
 * a suspension counts at once, not when the token expires (docs/decisions/0030-admin-area, "Account suspension").
 * The principal records the credential kind — session, API token, or device-code sign-in (the JWT's
 * `cred: "device"` claim) — and its scopes, for the route access hook (docs/decisions/0045).
 * Routes declaring `config: { ownBearer: true }` read the bearer token themselves (the metrics
 * scraper's METRICS_TOKEN, plugins/operations.ts) and are skipped.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    const key = new TextEncoder().encode(opts.secret);
    app.decorateRequest('user', null);
    app.decorate('signAccessToken', async (user: AccessTokenSubject) =>
      new SignJWT({
        username: user.username,
        admin: user.admin,
        ...(user.credential === 'device' ? DEVICE_CLAIM : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
        .sign(key),
    );
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ') || request.routeOptions.config?.ownBearer) return;
      const bearer = header.slice(7);
      if (opts.apiTokens?.isApiToken(bearer)) {
        const tokenUser = await opts.apiTokens.findUser(bearer);
        if (!tokenUser) throw new Unauthorized('Invalid or revoked API token');
        request.user = signedIn(tokenUser, 'api_token');
        return;
      }
      let subject: string | undefined;
      let cred: unknown;
      try {
        ({ sub: subject, cred } = (await jwtVerify(bearer, key, { algorithms: ['HS256'] })).payload);
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw new Unauthorized(
          expired ? 'Your session has expired. Please sign in again.' : 'Invalid access token',
          {
            cause: error,
          },
        );
      }
      const id = Number(subject);
      // `users.id` is a PostgreSQL integer (serial): anything else cannot name an account.
      if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
        throw new Unauthorized('Invalid access token');
      // A claim this server never signs: a forged or foreign token, not a session.
      if (cred !== undefined && cred !== DEVICE_CLAIM.cred) throw new Unauthorized('Invalid access token');
      const user = await opts.findUser(id);
      if (!user) throw new Unauthorized(ACCOUNT_GONE);
      request.user = signedIn(user, cred === DEVICE_CLAIM.cred ? 'device' : 'session');
    });
  },
  { name: 'auth' },
);
