import { ACCESS_TOKEN_TTL_S } from '@synthhub/shared/auth/auth.constants';
import { accountSuspendedMessage } from '@synthhub/shared/auth/suspension';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from '../errors.ts';

/**
 * Who made a request: the account an access token or a personal API token names, as it is now.
 * `apiTokenId` is set when the request was made with an API token (`Bearer shp_…`,
 * docs/decisions/0016), which account-settings routes refuse.
 */
export interface AuthUser {
  id: number;
  username: string;
  admin: boolean;
  apiTokenId?: number;
}

/**
 * What the plugin's lookups answer: the user, and whether an admin suspended the account
 * (`suspended`, with the reason given) — such a request is refused (docs/decisions/0030-admin-area, "Account suspension").
 */
export type AuthLookup = AuthUser & { suspended?: boolean; suspendedReason?: string | null };

const ACCOUNT_GONE = 'This account no longer exists. Please sign in again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for anonymous requests (set by the auth plugin). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Signs an access JWT (HS256, `ACCESS_TOKEN_TTL_S` = 900 s, spec §4) for a user. */
    signAccessToken(user: AuthUser): Promise<string>;
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
   * it acts for (with `apiTokenId`), or undefined when it is unknown, revoked or its account gone.
   */
  apiTokens?: {
    isApiToken(value: string): boolean;
    findUser(secret: string): Promise<AuthLookup | undefined>;
  };
}

/** The request's user from a lookup; Unauthorized (401) with the suspension message when suspended. */
function signedIn(lookup: AuthLookup): AuthUser {
  const { suspended, suspendedReason, ...user } = lookup;
  if (suspended) throw new Unauthorized(accountSuspendedMessage(suspendedReason));
  return user;
}

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
 * Routes declaring `config: { ownBearer: true }` read the bearer token themselves (the metrics
 * scraper's METRICS_TOKEN, plugins/operations.ts) and are skipped.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
    const key = new TextEncoder().encode(opts.secret);
    app.decorateRequest('user', null);
    app.decorate('signAccessToken', async (user: AuthUser) =>
      new SignJWT({ username: user.username, admin: user.admin })
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
        request.user = signedIn(tokenUser);
        return;
      }
      let subject: string | undefined;
      try {
        ({ sub: subject } = (await jwtVerify(bearer, key, { algorithms: ['HS256'] })).payload);
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
      const user = await opts.findUser(id);
      if (!user) throw new Unauthorized(ACCOUNT_GONE);
      request.user = signedIn(user);
    });
  },
  { name: 'auth' },
);
