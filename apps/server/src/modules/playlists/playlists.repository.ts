import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { beatmaps, beatmapVersions, playlistItems, playlists, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import type { BeatmapWithUser, DbOrTx } from '../beatmaps/index.ts';
import type { ItemStore } from '../items/index.ts';
import { rowsByIdsWithFeedCursor } from '../items/index.ts';

export type { DbOrTx };
export type PlaylistRow = typeof playlists.$inferSelect;
export type NewPlaylist = typeof playlists.$inferInsert;
export type PlaylistItemRow = typeof playlistItems.$inferSelect;
/** An item to insert; `playlistId` and `position` are set by {@link insertItems}. */
export type NewPlaylistItem = Omit<typeof playlistItems.$inferInsert, 'playlistId' | 'position' | 'id'>;

/** A playlist row with its owner's public columns and its number of songs. */
export type PlaylistWithUser = PlaylistRow & {
  user: { id: number; username: string; avatarFilename: string | null };
  itemCount: number;
};

const itemCount = sql<number>`(select count(*)::int from ${playlistItems} where ${playlistItems.playlistId} = ${playlists.id})`;

const withUser = {
  playlist: playlists,
  user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
  itemCount,
};

function merge(row: {
  playlist: PlaylistRow;
  user: PlaylistWithUser['user'];
  itemCount: number;
}): PlaylistWithUser {
  return { ...row.playlist, user: row.user, itemCount: Number(row.itemCount) };
}

/**
 * Public playlists by id with their uploaders, in the order of the ids, and the change feed's cursor
 * of the same snapshot: the page rows of the name index (read-models/name-index, docs/decisions/0040).
 */
export const findPlaylistsByIdsWithFeedCursor = rowsByIdsWithFeedCursor(
  'playlist',
  withUser,
  (row: Parameters<typeof merge>[0]) => row.playlist.id,
  merge,
);

/** One playlist with its owner and song count, or undefined. */
export async function findPlaylistById(db: DbOrTx, id: number): Promise<PlaylistWithUser | undefined> {
  const rows = await db
    .select(withUser)
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.userId))
    .where(eq(playlists.id, id));
  return rows[0] && merge(rows[0]);
}

/**
 * One page of playlists with their owners and the total, in one statement (lib/crud/page-total.ts; the count
 * reads playlists alone: `user.*` conditions go through `user_id`, see viaForeignKey), for a
 * compiled list request (lib/crud; formats.md §6.1) ANDed with the caller's `scope`
 * (visibility, owner). The default order `published_at DESC NULLS LAST, id DESC` with the published
 * scope reads the partial index `playlists_published_at_idx`.
 */
export async function listPlaylists(
  db: DbOrTx,
  query: CompiledQuery,
  scope: SQL | undefined,
): Promise<{ rows: PlaylistWithUser[]; total: number }> {
  const where = and(scope, query.where);
  const { rows, total } = await pageWithTotal(
    db.select({ n: count() }).from(playlists).where(where),
    query,
    (totalColumn) =>
      db
        .select({ ...withUser, total: totalColumn })
        .from(playlists)
        .innerJoin(users, eq(users.id, playlists.userId))
        .where(where)
        .orderBy(...query.orderBy)
        .limit(query.limit)
        .offset(query.offset),
  );
  return { rows: rows.map(merge), total };
}

/** Inserts a playlist row and returns it. */
export async function insertPlaylist(db: DbOrTx, values: NewPlaylist): Promise<PlaylistRow> {
  const rows = await db.insert(playlists).values(values).returning();
  return rows[0]!;
}

/** Updates columns of a playlist (and `updated_at`). */
export async function updatePlaylist(db: DbOrTx, id: number, values: Partial<NewPlaylist>): Promise<void> {
  await db
    .update(playlists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(playlists.id, id));
}

/** Adds one to `version` (the generated file changed) and touches `updated_at`. */
export async function bumpVersion(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(playlists)
    .set({ version: sql`${playlists.version} + 1`, updatedAt: new Date() })
    .where(eq(playlists.id, id));
}

/** Deletes a playlist; its items go with it (ON DELETE CASCADE). */
export async function deletePlaylist(db: DbOrTx, id: number): Promise<void> {
  await db.delete(playlists).where(eq(playlists.id, id));
}

/** Inserts songs at positions 0…n-1 of a playlist (call {@link deleteItems} first to replace). */
export async function insertItems(db: DbOrTx, playlistId: number, items: NewPlaylistItem[]): Promise<void> {
  if (items.length === 0) return;
  // Chunked: PostgreSQL allows 65535 bind parameters per statement.
  for (let start = 0; start < items.length; start += 500) {
    const chunk = items.slice(start, start + 500);
    await db
      .insert(playlistItems)
      .values(chunk.map((item, i) => ({ ...item, playlistId, position: start + i })));
  }
}

/** Removes every song of a playlist. */
export async function deleteItems(db: DbOrTx, playlistId: number): Promise<void> {
  await db.delete(playlistItems).where(eq(playlistItems.playlistId, playlistId));
}

/** The songs of some playlists, by playlist then position. */
export async function listItems(db: DbOrTx, playlistIds: number[]): Promise<PlaylistItemRow[]> {
  if (playlistIds.length === 0) return [];
  return db
    .select()
    .from(playlistItems)
    .where(inArray(playlistItems.playlistId, playlistIds))
    .orderBy(asc(playlistItems.playlistId), asc(playlistItems.position));
}

/**
 * The beatmap holding each map hash (formats.md §1.6): a version with that hash, else a beatmap
 * whose current hash it is. Hashes no beatmap has are absent from the map.
 */
export async function findBeatmapIdsByHash(db: DbOrTx, hashes: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(hashes)];
  const out = new Map<string, number>();
  if (unique.length === 0) return out;
  const [byVersion, byBeatmap] = await Promise.all([
    db
      .select({ hash: beatmapVersions.hash, id: beatmapVersions.beatmapId })
      .from(beatmapVersions)
      .where(inArray(beatmapVersions.hash, unique)),
    db
      .select({ hash: beatmaps.hash, id: beatmaps.id })
      .from(beatmaps)
      .where(inArray(beatmaps.hash, unique))
      .orderBy(asc(beatmaps.id)),
  ]);
  for (const row of [...byVersion, ...byBeatmap]) if (!out.has(row.hash)) out.set(row.hash, row.id);
  return out;
}

/** How many playlists exist. */
export async function countPlaylists(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(playlists);
  return rows[0]?.n ?? 0;
}

/** Beatmaps by id with their uploaders (for the songs of a playlist). */
export async function findBeatmapsByIds(db: DbOrTx, ids: number[]): Promise<BeatmapWithUser[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      beatmap: beatmaps,
      user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
    })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(inArray(beatmaps.id, unique));
  return rows.map((r) => ({ ...r.beatmap, user: r.user }));
}

/** How the item kernel loads and deletes playlists (modules/items). */
export const playlistStore: ItemStore<PlaylistWithUser> = {
  kind: 'playlist',
  table: playlists,
  findById: findPlaylistById,
  deleteById: deletePlaylist,
};
