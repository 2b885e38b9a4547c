import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
import { NotFound } from '../errors.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

/** What a password reset did: the account, its new password (show it once) and sessions ended. */
export interface PasswordReset {
  username: string;
  password: string;
  /** Refresh tokens revoked: every sign-in of the account must sign in again. */
  revokedSessions: number;
}

/**
 * Gives an account a new random password (16 URL-safe characters, 96 bits; stored as argon2id by
 * the password module, design.md §2 "Auth") and revokes all its live refresh tokens, in one
 * transaction. For `npm run admin -- reset-password <username>` (README "Scripts"), e.g. when the
 * demo admin's password printed at the first start is lost. The username matches case-insensitively.
 * Throws NotFound when no account has that username.
 */
export async function resetPassword(db: Db, username: string): Promise<PasswordReset> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new NotFound(`No account is named "${username}".`);
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const revoked = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    return tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
  });
  return { username: user.username, password, revokedSessions: revoked.length };
}
