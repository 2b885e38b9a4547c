import { type VoteKind, VOTE_PATHS } from '@synthhub/shared/votes/votes.schemas';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  avatars,
  mods,
  beatmaps,
  follows,
  notifications,
  playlists,
  stages,
  users,
  votes,
} from '../../db/schema/index.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A notification row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** What a new notification holds: its user, text, link and image; `groupTag` for idempotency/batching. */
export interface NewNotification {
  userId: number;
  text: string;
  url: string;
  imageUrl?: string | null;
  groupTag?: string | null;
}

/** A user's unread notifications, newest first, at most `limit`. */
export async function listUnread(db: DbOrTx, userId: number, limit: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.clearedAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many unread notifications a user has. */
export async function countUnread(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.clearedAt)));
  return row?.n ?? 0;
}

/** The notification `id` if it belongs to `userId` (cleared or not); else undefined. */
export async function findOwnNotification(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Clears one unread notification of `userId` (no-op when already cleared); answers how many changed (0 or 1). */
export async function clearOne(db: DbOrTx, userId: number, id: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.clearedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Clears every unread notification of `userId`; answers how many. */
export async function clearAll(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.clearedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Inserts a notification; with a `groupTag` already used by that user nothing is written
 * (idempotent sources: a job that runs twice notifies once). Answers the new row or undefined.
 */
export async function insertNotification(
  db: DbOrTx,
  row: NewNotification,
): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
  return inserted;
}

/**
 * Inserts or rewrites the notification of `row.groupTag` for its user (a batch: votes on one item
 * in one hour): the text and image are replaced and the row is unread again with `created_at` now,
 * so it rises to the top of the bell. Answers the row as it is afterwards.
 */
export async function upsertGroupedNotification(
  db: DbOrTx,
  row: NewNotification & { groupTag: string },
): Promise<NotificationRow> {
  const [written] = await db
    .insert(notifications)
    .values(row)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupTag],
      set: {
        text: row.text,
        url: row.url,
        imageUrl: row.imageUrl ?? null,
        createdAt: sql`now()`,
        clearedAt: null,
      },
    })
    .returning();
  return written!;
}

/**
 * One notification per follower of `followeeId` (same text, link, image and `groupTag`), skipping
 * followers who already have that key. Answers the rows written.
 */
export async function insertForFollowers(
  db: DbOrTx,
  followeeId: number,
  row: Omit<NewNotification, 'userId'> & { groupTag: string },
): Promise<NotificationRow[]> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, text, url, image_url, group_tag)
    select ${follows.followerId}, ${row.text}, ${row.url}, ${row.imageUrl ?? null}, ${row.groupTag}
    from ${follows} where ${follows.followeeId} = ${followeeId}
    on conflict (user_id, group_tag) do nothing
    returning id, user_id, text, url, image_url, group_tag, created_at, cleared_at`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    text: String(r.text),
    url: String(r.url),
    imageUrl: r.image_url === null ? null : String(r.image_url),
    groupTag: r.group_tag === null ? null : String(r.group_tag),
    createdAt: new Date(r.created_at as string),
    clearedAt: r.cleared_at === null ? null : new Date(r.cleared_at as string),
  }));
}

/** Deletes notifications cleared before `before`; answers how many. */
export async function pruneCleared(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(isNotNull(notifications.clearedAt), lt(notifications.clearedAt, before)))
    .returning({ id: notifications.id });
  return rows.length;
}

const ITEM_TABLES = {
  beatmap: beatmaps,
  playlist: playlists,
  stage: stages,
  avatar: avatars,
  mod: mods,
} as const;

/** What a notification says about a content item: its owner, display title, publish state and cover. */
export interface ItemSummary {
  ownerId: number;
  title: string;
  published: boolean;
  /** The item's 150 px cover (`/api/beatmaps/12/cover?size=150&v=3`), or null when it has none. */
  imageUrl: string | null;
}

/** The {@link ItemSummary} of an item, or undefined when it no longer exists. */
export async function findItemSummary(
  db: DbOrTx,
  kind: VoteKind,
  id: number,
): Promise<ItemSummary | undefined> {
  let title: string;
  let base: { userId: number; published: boolean; coverKeys: { orig?: string }; coverVersion: number };
  if (kind === 'beatmap') {
    const [row] = await db
      .select({
        userId: beatmaps.userId,
        published: beatmaps.published,
        coverKeys: beatmaps.coverKeys,
        coverVersion: beatmaps.coverVersion,
        artist: beatmaps.artist,
        title: beatmaps.title,
      })
      .from(beatmaps)
      .where(eq(beatmaps.id, id));
    if (!row) return undefined;
    base = row;
    title = row.artist ? `${row.artist} - ${row.title}` : row.title;
  } else {
    const t = ITEM_TABLES[kind];
    const [row] = await db
      .select({
        userId: t.userId,
        published: t.published,
        coverKeys: t.coverKeys,
        coverVersion: t.coverVersion,
        name: t.name,
      })
      .from(t)
      .where(eq(t.id, id));
    if (!row) return undefined;
    base = row;
    title = row.name;
  }
  const hasCover = Boolean(base.coverKeys.orig) || kind === 'playlist';
  return {
    ownerId: base.userId,
    title,
    published: base.published,
    imageUrl: hasCover ? `${VOTE_PATHS[kind]}/${id}/cover?size=150&v=${base.coverVersion}` : null,
  };
}

/** How many users other than `ownerId` have a vote on the item changed at or after `since`. */
export async function countVotersSince(
  db: DbOrTx,
  kind: VoteKind,
  itemId: number,
  ownerId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(votes)
    .where(
      and(
        eq(votes.kind, kind),
        eq(votes.itemId, itemId),
        ne(votes.userId, ownerId),
        gte(votes.updatedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** A user's username, or undefined when the account is gone. */
export async function findUsername(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username;
}

/**
 * Whether the account `userId` may hold a notification stream (docs/decisions/0047): its
 * suspension (`suspendedAt`, `suspendedReason`) and whether it is deleted; undefined when no such
 * account exists.
 */
export async function findStreamAccount(
  db: DbOrTx,
  userId: number,
): Promise<{ suspendedAt: Date | null; suspendedReason: string | null; deleted: boolean } | undefined> {
  const [row] = await db
    .select({
      suspendedAt: users.suspendedAt,
      suspendedReason: users.suspendedReason,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    row && { suspendedAt: row.suspendedAt, suspendedReason: row.suspendedReason, deleted: !!row.deletedAt }
  );
}
