import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { refreshTokens, users } from '../../db/schema/users.ts';
import type { AuthLookup } from '../../plugins/auth.ts';

/** The kind of sign-in a refresh-token family belongs to (docs/decisions/0045). */
export type SessionCredential = 'session' | 'device';

/** A row of the `refresh_tokens` table. */
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** A stored refresh token with its state judged by the database's clock (see findRefreshToken). */
export type RefreshTokenState = RefreshTokenRow & {
  /** `expires_at` has passed. */
  expired: boolean;
  /** It was used less than the grace period given to findRefreshToken ago (false when unused). */
  usedWithinGrace: boolean;
};

/**
 * First of the two keys of the transaction-level advisory lock that serialises the changes to one
 * refresh-token family (the second is `hashtext(family_id)`): an arbitrary constant ("SH"), which
 * no other advisory lock of this database may use as its first key.
 */
const FAMILY_LOCK_CLASS = 0x5348;

const authUserById = (db: Db, id: number | ReturnType<typeof sql.placeholder>) =>
  db
    .select({
      id: users.id,
      username: users.username,
      admin: users.admin,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      suspendedReason: users.suspendedReason,
    })
    .from(users)
    .where(and(eq(users.id, id as number), isNull(users.deletedAt)))
    .limit(1);

/**
 * Who a valid access token's subject is now: id, username, admin flag and suspension (whether, and
 * the reason; docs/decisions/0030-admin-area, "Account suspension") of the user with this id, or undefined when the account is gone or deleted (a tombstone, docs/decisions/0016). Read on every signed-in request (plugins/auth.ts), so a
 * prepared statement outside transactions (db/prepared.ts).
 */
export async function findAuthUser(db: Db, id: number): Promise<AuthLookup | undefined> {
  const query = prepared(db, 'auth_user_by_id', (root) =>
    authUserById(root, sql.placeholder('id')).prepare('auth_user_by_id'),
  );
  const [row] = query ? await query.execute({ id }) : await authUserById(db, id);
  return row;
}

/**
 * Stores a refresh token's hash for a user in a family of a credential kind (`session` or `device`,
 * docs/decisions/0045), expiring `ttlSeconds` after the database's `now()` (the same clock the
 * expiry checks use).
 */
export async function insertRefreshToken(
  db: Db,
  values: {
    userId: number;
    familyId: string;
    credential: SessionCredential;
    tokenHash: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: values.userId,
    familyId: values.familyId,
    credential: values.credential,
    tokenHash: values.tokenHash,
    expiresAt: sql`now() + ${`${values.ttlSeconds} seconds`}::interval`,
  });
}

/**
 * Takes the advisory lock of one family until the end of the transaction `tx` (which it must be).
 * Every rotation, grace-window reissue and revocation holds it, so they happen one after another
 * per family on PostgreSQL (PGlite runs one transaction at a time anyway): no token can join a
 * family while or after it is revoked, since each statement after the lock sees the revocation
 * committed before, and a revocation sees every token committed before it.
 */
export async function lockRefreshTokenFamily(tx: Db, familyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAMILY_LOCK_CLASS}, hashtext(${familyId}))`);
}

/**
 * The token with this hash, live or not, with whether it has expired and whether it was used less
 * than `graceSeconds` (s) ago, both by the database's clock; undefined when no token has this hash.
 */
export async function findRefreshToken(
  db: Db,
  tokenHash: string,
  graceSeconds = 0,
): Promise<RefreshTokenState | undefined> {
  const grace = `${graceSeconds} seconds`;
  const [row] = await db
    .select({
      token: refreshTokens,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      usedWithinGrace: sql<boolean>`coalesce(${refreshTokens.usedAt} > now() - ${grace}::interval, false)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ? { ...row.token, expired: row.expired, usedWithinGrace: row.usedWithinGrace } : undefined;
}

/** Marks the token with this id used at the database's `now()`. */
export async function markRefreshTokenUsed(db: Db, id: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(eq(refreshTokens.id, id));
}

/**
 * Revokes every not-yet-revoked token of a family (one sign-in); returns how many were revoked.
 * Call it in a transaction that holds lockRefreshTokenFamily, so no token joins the family after.
 */
export async function revokeRefreshTokenFamily(db: Db, familyId: string): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** The families of a user's refresh tokens that still have a token not revoked. */
export async function findLiveRefreshTokenFamilies(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((row) => row.familyId);
}
