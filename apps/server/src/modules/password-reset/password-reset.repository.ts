import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/sign-in-codes.ts';

/** Stores a reset token's hash for a user, valid `ttlSeconds` after the database's `now()`. */
export async function insertResetToken(
  db: Db,
  values: { userId: number; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(passwordResetTokens).values({
    userId: values.userId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + ${`${values.ttlSeconds} seconds`}::interval`,
  });
}

/**
 * Uses the unexpired, unused token with this hash (one statement, so two requests cannot both use
 * it): marks it used and answers its user's id; undefined when there is no such token.
 */
export async function consumeResetToken(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Marks every unused reset token of a user used (after a reset, older links stop working). */
export async function useAllResetTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Deletes tokens that expired more than a day ago (used or not: they can do nothing any more). */
export async function deleteStaleResetTokens(db: Db): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
}
