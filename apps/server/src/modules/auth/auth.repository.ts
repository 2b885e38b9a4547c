import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/users.ts';

/** A row of the `refresh_tokens` table. */
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * Stores a refresh token's hash for a user in a family, expiring `ttlSeconds` after the database's
 * `now()` (the same clock the expiry checks use).
 */
export async function insertRefreshToken(
  db: Db,
  values: { userId: number; familyId: string; tokenHash: string; ttlSeconds: number },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: values.userId,
    familyId: values.familyId,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + ${`${values.ttlSeconds} seconds`}::interval`,
  });
}

/**
 * Marks the token with this hash used, if it is live (unused, not revoked, not expired), and
 * returns it; otherwise returns undefined. One conditional UPDATE, so of two concurrent calls with
 * the same hash at most one gets the row (the other waits on the row lock, then sees `used_at`).
 */
export async function consumeRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The token with this hash, live or not, plus whether it has expired by the database's clock. */
export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<(RefreshTokenRow & { expired: boolean }) | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, expired: sql<boolean>`${refreshTokens.expiresAt} <= now()` })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.token, expired: row.expired } : undefined;
}

/** Revokes every not-yet-revoked token of a family (one sign-in); returns how many were revoked. */
export async function revokeRefreshTokenFamily(db: Db, familyId: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
