import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_S } from '@synthhub/shared/auth/auth.constants';
import type { LoginInput, RegisterInput } from '@synthhub/shared/auth/auth.schemas';
import type { Db } from '../../db/client.ts';
import { Conflict, Unauthorized } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { UserRow } from '../users/users.presenter.ts';
import { findTakenIdentity, findUserById, findUserByLogin, insertUser } from '../users/users.repository.ts';
import {
  consumeRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeRefreshTokenFamily,
} from './auth.repository.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token.ts';

/** What issuing a session needs from the app: the database and the access-token signer. */
export interface SessionDeps {
  db: Db;
  signAccessToken(user: AuthUser): Promise<string>;
}

/** A signed-in session: access JWT (900 s), raw refresh token (2592000 s) and the user's row. */
export interface Session {
  token: string;
  refreshToken: string;
  user: UserRow;
}

const USERNAME_TAKEN = 'That username is taken';
const EMAIL_TAKEN = 'An account with that e-mail already exists';
/** The 409 message for each unique index of `users` (db/schema/users.ts). */
const CONFLICT_BY_CONSTRAINT: Record<string, string> = {
  users_username_lower_uq: USERNAME_TAKEN,
  users_email_lower_uq: EMAIL_TAKEN,
};
const WRONG_CREDENTIALS = 'Wrong username or password';

/**
 * Creates an account: e-mail lower-cased, password hashed with argon2id (design.md §2). Inputs are
 * trusted to be valid (routes parse them with `registerSchema` first; seeding passes known values).
 * Throws Conflict (409) "That username is taken" / "An account with that e-mail already exists"
 * when either is in use case-insensitively — also when a concurrent insert wins the race (23505).
 */
export async function createUser(
  db: Db,
  input: { username: string; email: string; password: string; admin?: boolean },
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase();
  await assertIdentityFree(db, input.username, email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      username: input.username,
      email,
      passwordHash,
      admin: input.admin ?? false,
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const message = violation.constraint ? CONFLICT_BY_CONSTRAINT[violation.constraint] : undefined;
    if (message) throw new Conflict(message, { cause: error });
    // The driver did not name the index: look again at which of the two is now taken.
    await assertIdentityFree(db, input.username, email, error);
    throw new Conflict(USERNAME_TAKEN, { cause: error });
  }
}

async function assertIdentityFree(db: Db, username: string, email: string, cause?: unknown): Promise<void> {
  const taken = await findTakenIdentity(db, username, email);
  if (taken.username) throw new Conflict(USERNAME_TAKEN, { cause });
  if (taken.email) throw new Conflict(EMAIL_TAKEN, { cause });
}

/**
 * Starts a new session for a user (a new refresh-token family): signs an access JWT and stores the
 * hash of a fresh refresh token valid `REFRESH_TOKEN_TTL_S` (2592000 s, spec §4/§9).
 */
export async function issueSession(deps: SessionDeps, user: UserRow): Promise<Session> {
  const refreshToken = await storeRefreshToken(deps.db, user.id, randomUUID());
  return { token: await signFor(deps, user), refreshToken, user };
}

/** `POST /api/auth/register`: creates the account (see createUser, 409s) and signs it in. */
export async function registerUser(deps: SessionDeps, input: RegisterInput): Promise<Session> {
  const user = await createUser(deps.db, input);
  return issueSession(deps, user);
}

/**
 * `POST /api/auth/login`: `username` may be the username or the e-mail address, either compared
 * case-insensitively. Throws Unauthorized (401) "Wrong username or password" for an unknown account
 * and a wrong password alike, after the same argon2 work, so neither reveals the other.
 */
export async function logIn(deps: SessionDeps, input: LoginInput): Promise<Session> {
  const user = await findUserByLogin(deps.db, input.username);
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDummyPassword(input.password);
  if (!user || !ok) throw new Unauthorized(WRONG_CREDENTIALS);
  return issueSession(deps, user);
}

/**
 * `POST /api/auth/refresh` (design.md §2): rotates a refresh token. The presented token is marked
 * used and a new one of the same family issued, atomically; the answer is a new session.
 * Throws Unauthorized (401) when the token is unknown, expired or revoked, and when it was already
 * used — in that case (a replayed, possibly stolen token) the whole family is revoked first, so the
 * newest token of that sign-in stops working too.
 */
export async function refreshSession(deps: SessionDeps, rawToken: string): Promise<Session> {
  const tokenHash = hashRefreshToken(rawToken);
  const rotated = await deps.db.transaction(async (tx) => {
    const used = await consumeRefreshToken(tx, tokenHash);
    if (!used) return undefined;
    return { userId: used.userId, refreshToken: await storeRefreshToken(tx, used.userId, used.familyId) };
  });
  if (!rotated) return rejectRefresh(deps.db, tokenHash);
  const user = await findUserById(deps.db, rotated.userId);
  if (!user) throw new Unauthorized('This account no longer exists.');
  return { token: await signFor(deps, user), refreshToken: rotated.refreshToken, user };
}

async function rejectRefresh(db: Db, tokenHash: string): Promise<never> {
  const token = await findRefreshToken(db, tokenHash);
  if (!token) throw new Unauthorized('Invalid refresh token. Please sign in again.');
  if (token.usedAt && !token.revokedAt) {
    await revokeRefreshTokenFamily(db, token.familyId);
    throw new Unauthorized(
      'This refresh token was already used, so its session has been ended. Please sign in again.',
    );
  }
  if (token.revokedAt) throw new Unauthorized('This session has been signed out. Please sign in again.');
  throw new Unauthorized('Your session has expired. Please sign in again.');
}

/**
 * `POST /api/auth/logout`: revokes the family (the whole sign-in) of the given refresh token.
 * Does nothing, without error, when no token is given or it is unknown.
 */
export async function logOut(db: Db, rawToken: string | undefined): Promise<void> {
  if (!rawToken) return;
  const token = await findRefreshToken(db, hashRefreshToken(rawToken));
  if (token) await revokeRefreshTokenFamily(db, token.familyId);
}

/**
 * `GET /api/auth/user`: the row of the signed-in user. Throws Unauthorized (401) when the account
 * behind a still-valid access token has been deleted.
 */
export async function getSessionUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new Unauthorized('This account no longer exists.');
  return user;
}

async function storeRefreshToken(db: Db, userId: number, familyId: string): Promise<string> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    ttlSeconds: REFRESH_TOKEN_TTL_S,
  });
  return refreshToken;
}

function signFor(deps: SessionDeps, user: UserRow): Promise<string> {
  return deps.signAccessToken({ id: user.id, username: user.username, admin: user.admin });
}
