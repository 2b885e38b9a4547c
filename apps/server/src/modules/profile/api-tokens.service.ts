import { createHash, randomBytes } from 'node:crypto';
import { MOD_TOKEN_SCOPES, TOKEN_SCOPES, type TokenScope } from '@synthhub/shared/auth/scopes';
import { API_TOKEN_PREFIX, API_TOKENS_MAX } from '@synthhub/shared/profile/profile.constants';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { AuthLookup } from '../../plugins/auth.ts';
import {
  type ApiTokenRow,
  countLiveApiTokens,
  findApiTokenOwner,
  insertApiToken,
  listLiveApiTokens,
  revokeApiToken,
  touchApiToken,
} from './profile.repository.ts';
import { withLockedUser } from './profile.service.ts';

/** Characters of the secret kept in clear (`prefix`) so the owner can tell tokens apart. */
const SHOWN_PREFIX_LENGTH = API_TOKEN_PREFIX.length + 6;

/** The stored form of an API token secret: SHA-256 of the whole string, lowercase hex. */
export function hashApiToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new API token secret: `shp_` and 32 random bytes in base64url (47 characters in all). */
export function newApiTokenSecret(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

/** Whether an `Authorization: Bearer` value is an API token (rather than an access JWT). */
export function isApiTokenSecret(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

/** `GET /api/user/tokens`: the user's live tokens, newest first. */
export function listApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return listLiveApiTokens(db, userId);
}

/**
 * `POST /api/user/tokens`: makes a token named `name` that may use `scopes` (the game-mod ones when
 * none are chosen; docs/decisions/0045) and returns its row and its secret, which is
 * not stored (only its hash) and so can never be shown again. Throws Conflict (409) when the user
 * already has `API_TOKENS_MAX` (20) live tokens; the count is taken under the user's row lock, so
 * concurrent requests cannot pass it.
 */
export async function createApiToken(
  db: Db,
  userId: number,
  name: string,
  scopes: readonly TokenScope[] = MOD_TOKEN_SCOPES,
): Promise<{ row: ApiTokenRow; secret: string }> {
  return withLockedUser(db, userId, async (tx, user) => {
    if ((await countLiveApiTokens(tx, user.id)) >= API_TOKENS_MAX) {
      throw new Conflict(
        `You already have ${API_TOKENS_MAX} API tokens. Revoke one before creating another.`,
      );
    }
    const secret = newApiTokenSecret();
    const row = await insertApiToken(tx, {
      userId: user.id,
      name,
      prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
      tokenHash: hashApiToken(secret),
      scopes: [...scopes],
    });
    return { row, secret };
  });
}

/**
 * `DELETE /api/user/tokens/{id}`: revokes one of the user's live tokens; it stops working at once.
 * Throws NotFound (404) when the user has no live token with that id (another user's included).
 */
export async function revokeOwnApiToken(db: Db, userId: number, id: number): Promise<void> {
  if (!(await revokeApiToken(db, userId, id))) throw new NotFound(`You have no API token ${id}.`);
}

/**
 * The user an API token secret acts for (plugins/auth.ts): `{id, username, admin, apiTokenId, scopes}`
 * with its suspension (`suspended`, `suspendedReason`: the plugin refuses it), or undefined when it is unknown, revoked, or its account deleted. Marks the token used (at most
 * one write a minute).
 */
export async function authenticateApiToken(db: Db, secret: string): Promise<AuthLookup | undefined> {
  const owner = await findApiTokenOwner(db, hashApiToken(secret));
  if (!owner) return undefined;
  await touchApiToken(db, owner.apiTokenId);
  return { ...owner, scopes: knownScopes(owner.scopes) };
}

/** The stored scopes this server knows (a scope dropped later grants nothing), in TOKEN_SCOPES order. */
export function knownScopes(stored: readonly string[]): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => stored.includes(scope));
}
