import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_S } from '@synthhub/shared/auth/auth.constants';
import type { LoginInput, RegisterInput } from '@synthhub/shared/auth/auth.schemas';
import { accountSuspendedMessage } from '@synthhub/shared/auth/suspension';
import type { Db } from '../../db/client.ts';
import { Conflict, Forbidden, Unauthorized } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import type { AccessTokenSubject } from '../../plugins/auth.ts';
import type { UserRow } from '../users/index.ts';
import { findTakenIdentity, findUserById, findUserByLogin, insertUser } from '../users/index.ts';
import { insertRefreshToken, type SessionCredential } from './auth.repository.ts';
import { EMAIL_IN_USE } from './registration-attempt-mail.ts';
import type { FailedSignInLimit } from './failed-sign-ins.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from './password.ts';
import { hashRefreshToken, newRefreshToken } from './refresh-token.ts';

/** What issuing a session needs from the app: the database and the access-token signer. */
export interface SessionDeps {
  db: Db;
  signAccessToken(user: AccessTokenSubject): Promise<string>;
}

/**
 * A signed-in session: access JWT (900 s), raw refresh token (2592000 s), the user's row, and the
 * kind of sign-in — `device` for a device-code one, which its tokens carry on (docs/decisions/0045).
 */
export interface Session {
  token: string;
  refreshToken: string;
  user: UserRow;
  credential: SessionCredential;
}

const USERNAME_TAKEN = 'That username is taken';

/**
 * A registration's e-mail has an account: 409 with {@link EMAIL_IN_USE}, which names no account
 * (docs/decisions/0048). The route mails the owner about the attempt.
 */
export class EmailInUse extends Conflict {
  constructor(options?: { cause?: unknown }) {
    super(EMAIL_IN_USE, options);
  }
}
/** The 409 message for each unique index of `users` (db/schema/users.ts). */
const CONFLICT_BY_CONSTRAINT: Record<string, (cause: unknown) => Conflict> = {
  users_username_lower_uq: (cause) => new Conflict(USERNAME_TAKEN, { cause }),
  users_email_lower_uq: (cause) => new EmailInUse({ cause }),
};
const WRONG_CREDENTIALS = 'Wrong username or password';

/**
 * Creates an account: e-mail lower-cased, password hashed with argon2id (design.md §2). Inputs are
 * trusted to be valid (routes parse them with `registerSchema` first; seeding passes known values).
 * Throws Conflict (409) "That username is taken", or EmailInUse (409, {@link EMAIL_IN_USE}), when
 * either is in use case-insensitively — also when a concurrent insert wins the race (23505).
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
    const conflict = violation.constraint ? CONFLICT_BY_CONSTRAINT[violation.constraint] : undefined;
    if (conflict) throw conflict(error);
    // The driver did not name the index: look again at which of the two is now taken.
    await assertIdentityFree(db, input.username, email, error);
    throw new Conflict(USERNAME_TAKEN, { cause: error });
  }
}

async function assertIdentityFree(db: Db, username: string, email: string, cause?: unknown): Promise<void> {
  const taken = await findTakenIdentity(db, username, email);
  if (taken.username) throw new Conflict(USERNAME_TAKEN, { cause });
  if (taken.email) throw new EmailInUse({ cause });
}

/**
 * Throws Forbidden (403) with the suspension message ("This account is suspended: <reason>",
 * packages/shared auth/suspension.ts) when an admin suspended the account
 * (docs/decisions/0030-admin-area, "Account suspension"); does nothing otherwise.
 */
export function assertNotSuspended(user: Pick<UserRow, 'suspendedAt' | 'suspendedReason'>): void {
  if (user.suspendedAt) throw new Forbidden(accountSuspendedMessage(user.suspendedReason));
}

/**
 * Starts a new session for a user (a new refresh-token family): signs an access JWT and stores the
 * hash of a fresh refresh token valid `REFRESH_TOKEN_TTL_S` (2592000 s, spec §4/§9). Every sign-in
 * path (password, third-party, device code) ends here, so a suspended account is refused here:
 * Forbidden (403) "This account is suspended: <reason>" (assertNotSuspended). A device-code
 * sign-in passes `credential: 'device'`: the family and every access token of it are marked so
 * (docs/decisions/0045).
 */
export async function issueSession(
  deps: SessionDeps,
  user: UserRow,
  credential: SessionCredential = 'session',
): Promise<Session> {
  assertNotSuspended(user);
  const refreshToken = await storeRefreshToken(deps.db, user.id, randomUUID(), credential);
  return { token: await signFor(deps, user, credential), refreshToken, user, credential };
}

/** `POST /api/auth/register`: creates the account (see createUser, 409s) and signs it in. */
export async function registerUser(deps: SessionDeps, input: RegisterInput): Promise<Session> {
  const user = await createUser(deps.db, input);
  return issueSession(deps, user);
}

/**
 * `POST /api/auth/login`: `username` may be the username or the e-mail address, either compared
 * case-insensitively. Throws Unauthorized (401) "Wrong username or password" for an unknown account
 * and a wrong password alike, after the same work — one argon2id verification, against a dummy
 * hash of the same parameters when the account is unknown — so neither reveals the other.
 * Throws TooManyRequests (429) before any check once the name has had too many failed sign-ins
 * (`failedSignIns`, the per-account limit; docs/decisions/0008).
 */
export async function logIn(
  deps: SessionDeps,
  input: LoginInput,
  failedSignIns: FailedSignInLimit,
): Promise<Session> {
  const attempt = await failedSignIns.begin(input.username);
  let user: UserRow | undefined;
  let ok: boolean;
  try {
    user = await findUserByLogin(deps.db, input.username);
    ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyDummyPassword(input.password);
  } catch (error) {
    attempt.release(); // the check broke (database down …): not the caller's failure
    throw error;
  }
  if (!user || !ok) throw new Unauthorized(WRONG_CREDENTIALS); // the attempt stays counted
  attempt.release();
  return issueSession(deps, user);
}

/**
 * `GET /api/auth/user`: the row of the signed-in user. Throws Unauthorized (401) when the account
 * behind a still-valid access token has been deleted.
 */
export async function getSessionUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new Unauthorized('This account no longer exists. Please sign in again.');
  return user;
}

/**
 * Stores the hash of a new refresh token of `familyId` (a sign-in of kind `credential`) for the
 * user, valid `REFRESH_TOKEN_TTL_S` (2592000 s); returns the raw token, which exists only in the answer.
 */
export async function storeRefreshToken(
  db: Db,
  userId: number,
  familyId: string,
  credential: SessionCredential,
): Promise<string> {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    userId,
    familyId,
    credential,
    tokenHash: hashRefreshToken(refreshToken),
    ttlSeconds: REFRESH_TOKEN_TTL_S,
  });
  return refreshToken;
}

/**
 * Signs an access JWT (900 s) carrying the user's id, username and admin flag, and for a
 * device-code sign-in the `cred: "device"` claim (plugins/auth.ts).
 */
export function signFor(deps: SessionDeps, user: UserRow, credential: SessionCredential): Promise<string> {
  return deps.signAccessToken({ id: user.id, username: user.username, admin: user.admin, credential });
}
