import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, users } from '../../db/schema/index.ts';

/** A leaderboard profile's row with the columns the owner rules read. */
export type OwnedProfileRow = Pick<
  typeof leaderboardProfiles.$inferSelect,
  'id' | 'name' | 'userId' | 'provider' | 'providerUserId'
>;

/**
 * Links the unlinked profile that came from this provider account (`provider`, `providerUserId`)
 * to `userId`, unless that user already has a profile; one statement, so it is all or nothing.
 * Returns the claimed profile's id, or undefined when nothing was claimed. The unique index on
 * `user_id` refuses a profile the user gained meanwhile (23505; the caller decides).
 */
export async function claimProviderProfile(
  db: Db,
  userId: number,
  provider: string,
  providerUserId: string,
): Promise<number | undefined> {
  const rows = await db
    .update(leaderboardProfiles)
    .set({ userId })
    .where(
      and(
        eq(leaderboardProfiles.provider, provider),
        eq(leaderboardProfiles.providerUserId, providerUserId),
        isNull(leaderboardProfiles.userId),
        sql`not exists (select 1 from ${leaderboardProfiles} as owned where owned.user_id = ${userId})`,
      ),
    )
    .returning({ id: leaderboardProfiles.id });
  return rows[0]?.id;
}

/** The profile with this id, locked `FOR UPDATE` until the end of `tx`; undefined when unknown. */
export async function lockProfile(tx: Db, id: number): Promise<OwnedProfileRow | undefined> {
  const [row] = await tx
    .select({
      id: leaderboardProfiles.id,
      name: leaderboardProfiles.name,
      userId: leaderboardProfiles.userId,
      provider: leaderboardProfiles.provider,
      providerUserId: leaderboardProfiles.providerUserId,
    })
    .from(leaderboardProfiles)
    .where(eq(leaderboardProfiles.id, id))
    .for('update');
  return row;
}

/** The profile linked to this user (at most one), if any. */
export async function findProfileOfUser(
  db: Db,
  userId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: leaderboardProfiles.id, name: leaderboardProfiles.name })
    .from(leaderboardProfiles)
    .where(eq(leaderboardProfiles.userId, userId));
  return row;
}

/** The account with this id, locked `FOR UPDATE` (its username and whether it was deleted). */
export async function lockAccount(
  tx: Db,
  id: number,
): Promise<{ id: number; username: string; deleted: boolean } | undefined> {
  const [row] = await tx
    .select({ id: users.id, username: users.username, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row && { id: row.id, username: row.username, deleted: row.deletedAt !== null };
}

/** The username of an account, for an audit entry (undefined when the account is gone). */
export async function usernameOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username;
}

/** Sets (or clears) the account a profile belongs to. */
export async function setProfileUser(db: Db, id: number, userId: number | null): Promise<void> {
  await db.update(leaderboardProfiles).set({ userId }).where(eq(leaderboardProfiles.id, id));
}
