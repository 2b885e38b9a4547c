import type { Db } from '../../db/client.ts';
import { Unauthorized } from '../../errors.ts';
import { findUserById } from '../users/index.ts';
import {
  findLiveRefreshTokenFamilies,
  findRefreshToken,
  lockRefreshTokenFamily,
  markRefreshTokenUsed,
  revokeRefreshTokenFamily,
  type SessionCredential,
} from './auth.repository.ts';
import {
  assertNotSuspended,
  type Session,
  type SessionDeps,
  signFor,
  storeRefreshToken,
} from './auth.service.ts';
import { hashRefreshToken } from './refresh-token.ts';

/**
 * How long after a refresh token is used it may be presented again without counting as reuse,
 * in seconds: a second request with the same token inside this window (two tabs or two requests
 * refreshing at once, a retry after a lost answer) gets a new token of the same family instead of
 * ending the session. Beyond it, reuse revokes the family (design.md §2 "Auth"). 20 s covers a
 * slow mobile round trip and a retry; the spec sets no figure. docs/decisions/0008.
 */
export const REFRESH_REUSE_GRACE_S = 20;

const INVALID = 'Invalid refresh token. Please sign in again.';
const REUSED = 'This refresh token was already used, so its session has been ended. Please sign in again.';
const REVOKED = 'This session has been signed out. Please sign in again.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const ACCOUNT_GONE = 'This account no longer exists. Please sign in again.';

type Outcome = { userId: number; refreshToken: string; credential: SessionCredential } | { reject: string };

/**
 * `POST /api/auth/refresh` (design.md §2 "Auth"): rotates a refresh token. The presented token is
 * marked used and a new one of the same family issued; the answer is a new session. Presented
 * again within {@link REFRESH_REUSE_GRACE_S} of its use, it yields another new token of the same
 * family, so two concurrent refreshes both succeed and the user stays signed in. The new token and
 * the access JWT keep the family's credential kind: a device-code sign-in stays one
 * (docs/decisions/0045).
 *
 * Throws Unauthorized (401) when the token is unknown, expired or revoked, when its account is gone,
 * and when it is presented again after the grace window — in that case (a replayed, possibly stolen
 * token) the whole family is revoked first, so the newest token of that sign-in stops working too.
 * All of it runs under the family's lock (lockRefreshTokenFamily): safe against concurrent requests
 * on PostgreSQL and PGlite. A token of a suspended account is Forbidden (403) "This account is
 * suspended: <reason>" before anything else (its families were revoked at suspension, but the
 * person should read why; docs/decisions/0030-admin-area, "Account suspension").
 */
export async function refreshSession(deps: SessionDeps, rawToken: string): Promise<Session> {
  const tokenHash = hashRefreshToken(rawToken);
  const found = await findRefreshToken(deps.db, tokenHash);
  if (!found) throw new Unauthorized(INVALID);
  const owner = await findUserById(deps.db, found.userId);
  if (owner) assertNotSuspended(owner);
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockRefreshTokenFamily(tx, found.familyId);
    // Read again under the lock: a concurrent request may have used or revoked it meanwhile.
    const token = await findRefreshToken(tx, tokenHash, REFRESH_REUSE_GRACE_S);
    if (!token) return { reject: INVALID };
    if (token.revokedAt) return { reject: REVOKED };
    if (token.usedAt && !token.usedWithinGrace) {
      await revokeRefreshTokenFamily(tx, token.familyId);
      return { reject: REUSED };
    }
    if (token.expired) return { reject: EXPIRED };
    if (!token.usedAt) await markRefreshTokenUsed(tx, token.id);
    return {
      userId: token.userId,
      credential: token.credential,
      refreshToken: await storeRefreshToken(tx, token.userId, token.familyId, token.credential),
    };
  });
  // Thrown after the commit, so a revocation for reuse is kept.
  if ('reject' in outcome) throw new Unauthorized(outcome.reject);
  const user = await findUserById(deps.db, outcome.userId);
  if (!user) throw new Unauthorized(ACCOUNT_GONE);
  assertNotSuspended(user); // suspended meanwhile: the new token is not handed out
  return {
    token: await signFor(deps, user, outcome.credential),
    refreshToken: outcome.refreshToken,
    user,
    credential: outcome.credential,
  };
}

/**
 * `POST /api/auth/logout`: revokes the family (the whole sign-in) of the given refresh token, under
 * the family's lock, so a concurrent refresh cannot add a token that outlives the sign-out.
 * Does nothing, without error, when no token is given or it is unknown.
 */
export async function logOut(db: Db, rawToken: string | undefined): Promise<void> {
  if (!rawToken) return;
  const token = await findRefreshToken(db, hashRefreshToken(rawToken));
  if (!token) return;
  await db.transaction(async (tx) => {
    await lockRefreshTokenFamily(tx, token.familyId);
    await revokeRefreshTokenFamily(tx, token.familyId);
  });
}

/**
 * Ends every sign-in of a user (all refresh-token families), each under its family's lock like
 * logOut, so no concurrent refresh adds a token that outlives it. Used after a password reset.
 * Access tokens already issued stay valid until they expire (900 s).
 */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  for (const familyId of await findLiveRefreshTokenFamilies(db, userId)) {
    await db.transaction(async (tx) => {
      await lockRefreshTokenFamily(tx, familyId);
      await revokeRefreshTokenFamily(tx, familyId);
    });
  }
}
