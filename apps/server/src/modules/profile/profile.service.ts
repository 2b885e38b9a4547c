import type { AccountDeletion, PasswordChange, ProfilePatch } from '@synthhub/shared/profile/profile.schemas';
import type { Db } from '../../db/client.ts';
import { BadRequest, Conflict, Forbidden, Unauthorized } from '../../errors.ts';
import { uniqueViolation } from '../../lib/unique-violation.ts';
import {
  hashPassword,
  issueSession,
  lockRefreshTokenFamily,
  type Session,
  type SessionDeps,
  verifyPassword,
} from '../auth/index.ts';
import { deleteAllIdentities } from '../identities/index.ts';
import { findUserById, type UserRow } from '../users/index.ts';
import {
  deleteUserCredentials,
  findTakenByOther,
  liveRefreshFamilies,
  lockLiveUser,
  revokeUserRefreshTokens,
  tombstoneUser,
  updateUser,
} from './profile.repository.ts';
import { enqueueOverallRankings } from '../scores/index.ts';

const ACCOUNT_GONE = 'This account no longer exists. Please sign in again.';
const USERNAME_TAKEN = 'That username is taken';
const EMAIL_TAKEN = 'An account with that e-mail already exists';
const WRONG_PASSWORD = 'Your current password is not correct';
const NEED_PASSWORD = 'Enter your current password';

/** The 409 message for each unique index of `users` (db/schema/users.ts). */
const CONFLICT_BY_CONSTRAINT: Record<string, string> = {
  users_username_lower_uq: USERNAME_TAKEN,
  users_email_lower_uq: EMAIL_TAKEN,
};

/**
 * Runs `work` on the signed-in user's row, locked for the transaction, so two settings changes of
 * one account happen one after the other. Throws Unauthorized (401) when the account is gone or
 * deleted (the auth hook checked it, but it may have been deleted since).
 */
export async function withLockedUser<T>(db: Db, userId: number, work: (tx: Db, user: UserRow) => Promise<T>) {
  return db.transaction(async (tx) => {
    const user = await lockLiveUser(tx, userId);
    if (!user) throw new Unauthorized(ACCOUNT_GONE);
    return work(tx, user);
  });
}

/**
 * Checks the current password of an account that has one: BadRequest (400) "Enter your current
 * password" when none is given, Forbidden (403) "Your current password is not correct" when wrong.
 * An account without a password passes.
 */
async function confirmPassword(user: UserRow, given: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (given === undefined)
    throw new BadRequest(NEED_PASSWORD, { validation: [`current_password: ${NEED_PASSWORD}`] });
  if (!(await verifyPassword(user.passwordHash, given))) throw new Forbidden(WRONG_PASSWORD);
}

/** The signed-in user's row (`GET /api/user/profile`); Unauthorized (401) when it is gone or deleted. */
export async function getProfile(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new Unauthorized(ACCOUNT_GONE);
  return user;
}

/**
 * `PATCH /api/user/profile` (spec §2 "/user/profile"): a new username (usernameSchema rules,
 * parsed by the route), e-mail (lower-cased) and/or country (ISO 3166-1 alpha-2, upper-cased by
 * countryCodeSchema; null clears it; docs/decisions/0054). A change of case of one's own username
 * is allowed. Changing the e-mail of an account with a password needs its current password (400
 * when missing, 403 when wrong). Throws Conflict (409) "That username is taken" / "An account with
 * that e-mail already exists" when another account uses either, case-insensitively — also when a
 * concurrent change wins the race (23505). Nothing is written unless everything passes.
 */
export async function updateProfile(db: Db, userId: number, patch: ProfilePatch): Promise<UserRow> {
  try {
    return await withLockedUser(db, userId, async (tx, user) => {
      const values: { username?: string; email?: string; country?: string | null } = {};
      if (patch.username !== undefined && patch.username !== user.username) values.username = patch.username;
      if (patch.email !== undefined && patch.email !== user.email) values.email = patch.email;
      if (patch.country !== undefined && patch.country !== user.country) values.country = patch.country;
      if (values.email !== undefined) await confirmPassword(user, patch.current_password);
      if (Object.keys(values).length === 0) return user;
      const taken = await findTakenByOther(tx, user.id, values);
      if (taken.username) throw new Conflict(USERNAME_TAKEN);
      if (taken.email) throw new Conflict(EMAIL_TAKEN);
      const updated = await updateUser(tx, user.id, values);
      // The country rank groups players by their account's country (docs/decisions/0054).
      if (values.country !== undefined) await enqueueOverallRankings(tx);
      return updated;
    });
  } catch (error) {
    const violation = uniqueViolation(error);
    if (!violation) throw error;
    const message = (violation.constraint && CONFLICT_BY_CONSTRAINT[violation.constraint]) || USERNAME_TAKEN;
    throw new Conflict(message, { cause: error });
  }
}

/**
 * `PUT /api/user/password`: sets a password (argon2id) on an account without one, or changes it
 * when `current_password` matches (400 when missing, 403 when wrong). In the same transaction every
 * refresh-token family of the user is revoked, each under its lock (as {@link revokeAllSessions}),
 * so whoever signed in with the old password is out at their next refresh; the caller gets a new
 * session (a new family) to stay signed in. API tokens stay (revoked one by one), and access tokens
 * already issued live out their 900 s (docs/decisions/0048, which replaced 0016's "not ended here").
 */
export async function changePassword(
  deps: SessionDeps,
  userId: number,
  input: PasswordChange,
): Promise<Session> {
  const user = await withLockedUser(deps.db, userId, async (tx, user) => {
    await confirmPassword(user, input.current_password);
    await updateUser(tx, user.id, { passwordHash: await hashPassword(input.new_password) });
    for (const family of await liveRefreshFamilies(tx, user.id)) await lockRefreshTokenFamily(tx, family);
    await revokeUserRefreshTokens(tx, user.id);
    return user;
  });
  return issueSession(deps, user);
}

/**
 * `POST /api/user/sessions/revoke-all` ("sign out everywhere"): revokes every refresh-token family
 * of the user, each under its family lock (auth module), so a refresh running meanwhile cannot add
 * a token that outlives it. Access tokens already issued stay valid until they expire (at most
 * 900 s, spec §4); API tokens are not touched (they are revoked one by one). Returns how many
 * sign-ins (families) were ended.
 */
export async function revokeAllSessions(db: Db, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const families = await liveRefreshFamilies(tx, userId);
    for (const family of families) await lockRefreshTokenFamily(tx, family);
    await revokeUserRefreshTokens(tx, userId);
    return families.length;
  });
}

/**
 * `DELETE /api/user` (docs/decisions/0016): after `confirm_username` equals the username exactly
 * (else 400) and the password matches when the account has one (400 missing, 403 wrong), the
 * account becomes a tombstone in one transaction: username `deleted user <id>`, e-mail, password and
 * picture cleared, every refresh and API token deleted, `deleted_at` set. Its content and votes stay,
 * shown as that user; its access tokens answer 401 "This account no longer exists" from then on.
 */
export async function deleteAccount(db: Db, userId: number, input: AccountDeletion): Promise<void> {
  await withLockedUser(db, userId, async (tx, user) => {
    if (input.confirm_username !== user.username) {
      throw new BadRequest('Type your username exactly as shown to confirm', {
        validation: ['confirm_username: does not match your username'],
      });
    }
    if (user.passwordHash && input.password === undefined)
      throw new BadRequest(NEED_PASSWORD, { validation: [`password: ${NEED_PASSWORD}`] });
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.password ?? '')))
      throw new Forbidden(WRONG_PASSWORD);
    await tombstoneAccount(tx, user.id);
  });
}

/**
 * Makes an account a tombstone inside `tx` (docs/decisions/0016), which must hold the user's row
 * lock: every refresh token (under its family's lock) and API token deleted, third-party identities
 * deleted, the row rewritten to `deleted user <id>` with e-mail, password, picture and admin flag
 * cleared and `deleted_at` set. Used by `DELETE /api/user` and by an admin's `DELETE
 * /api/admin/users/{id}`.
 */
export async function tombstoneAccount(tx: Db, userId: number): Promise<void> {
  for (const family of await liveRefreshFamilies(tx, userId)) await lockRefreshTokenFamily(tx, family);
  await deleteUserCredentials(tx, userId);
  // In this transaction, so a deleted account cannot be signed in to through a provider (0015).
  await deleteAllIdentities(tx, userId);
  await tombstoneUser(tx, userId);
}
