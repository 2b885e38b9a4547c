import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/profile.ts';
import { refreshTokens, users } from '../../db/schema/users.ts';
import type { AuthLookup } from '../../plugins/auth.ts';
import type { UserRow } from '../users/index.ts';

/** A row of the `api_tokens` table. */
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** The live (not deleted) account with this id, locked `FOR UPDATE` until the end of `tx`. */
export async function lockLiveUser(tx: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Whether another account than `exceptId` uses this username or e-mail (case-insensitive; served by
 * the `lower(username)` / `lower(email)` unique indexes).
 */
export async function findTakenByOther(
  db: Db,
  exceptId: number,
  values: { username?: string; email?: string },
): Promise<{ username: boolean; email: boolean }> {
  const u = values.username?.toLowerCase();
  const e = values.email?.toLowerCase();
  const conditions = [
    ...(u === undefined ? [] : [sql`lower(${users.username}) = ${u}`]),
    ...(e === undefined ? [] : [sql`lower(${users.email}) = ${e}`]),
  ];
  if (conditions.length === 0) return { username: false, email: false };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(and(ne(users.id, exceptId), or(...conditions)));
  return {
    username: u !== undefined && rows.some((r) => r.username.toLowerCase() === u),
    email: e !== undefined && rows.some((r) => r.email?.toLowerCase() === e),
  };
}

/** Writes the given columns of one user (and `updated_at`); returns the new row. */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<
    Pick<UserRow, 'username' | 'email' | 'country' | 'passwordHash' | 'avatarKey' | 'avatarFilename'>
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error(`UPDATE users gave no row for id ${id}`);
  return row;
}

/**
 * Turns an account into its tombstone (docs/decisions/0016): username `deleted user <id>`, e-mail,
 * password hash and picture cleared, admin flag off, `deleted_at` now. The row stays, so content
 * and votes keep their owner.
 */
export async function tombstoneUser(db: Db, id: number): Promise<void> {
  await db
    .update(users)
    .set({
      username: `deleted user ${id}`,
      email: null,
      passwordHash: null,
      avatarKey: null,
      avatarFilename: null,
      admin: false,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

/** The distinct refresh-token families of a user that still have a token not revoked. */
export async function liveRefreshFamilies(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return rows.map((r) => r.familyId).sort();
}

/** Revokes every not-yet-revoked refresh token of a user (every family). */
export async function revokeUserRefreshTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Deletes every refresh token and every API token of a user (account deletion). */
export async function deleteUserCredentials(db: Db, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** A user's live API tokens, newest first. */
export async function listLiveApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/** How many live API tokens a user has. */
export async function countLiveApiTokens(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return row?.n ?? 0;
}

/** Stores a new API token (its hash) and returns the row. */
export async function insertApiToken(
  db: Db,
  values: { userId: number; name: string; prefix: string; tokenHash: string; scopes: string[] },
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Revokes the user's live token with this id; false when there is none (another's, or revoked). */
export async function revokeApiToken(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * The account a live API token with this hash acts for: id, username, admin flag, the token's id
 * and stored scopes (the plugin keeps the ones it knows, auth/scopes.ts) and the account's suspension (the auth plugin refuses a suspended one); undefined when the token is unknown or revoked, or its account deleted.
 */
export async function findApiTokenOwner(
  db: Db,
  tokenHash: string,
): Promise<(Omit<AuthLookup, 'scopes'> & { apiTokenId: number; scopes: string[] }) | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      admin: users.admin,
      apiTokenId: apiTokens.id,
      scopes: apiTokens.scopes,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      suspendedReason: users.suspendedReason,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Sets `last_used_at` to now unless it was set less than a minute ago (one write a minute at most). */
export async function touchApiToken(db: Db, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
}
