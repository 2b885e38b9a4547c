import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows } from '../../db/schema/index.ts';

/** Adds the follow; answers true when it is new (false when it existed). */
export async function insertFollow(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Removes the follow, if any. */
export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  return (row?.n ?? 0) > 0;
}

/** How many follow `userId` (`followers`) and how many `userId` follows (`following`). */
export async function followCounts(
  db: Db,
  userId: number,
): Promise<{ followers: number; following: number }> {
  const [followers] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
  const [following] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId));
  return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
}
