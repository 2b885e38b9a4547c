import { and, asc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { avatars, beatmaps, itemChanges, mods, playlists, stages } from '../../db/schema/index.ts';
import type { ChangeKind } from '@synthhub/shared/changes/changes.schemas';

/** The database or an open transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One row of `item_changes` (migration 0017; docs/decisions/0035). */
export type ChangeRow = typeof itemChanges.$inferSelect;

/** The newest cursor of the feed (the highest committed `seq` this reader sees); 0 when empty. */
export async function latestCursor(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ seq: max(itemChanges.seq) }).from(itemChanges);
  return Number(row?.seq ?? 0);
}

/** Up to `limit` changes after cursor `since`, oldest first (the primary key's order). */
export async function findChangesAfter(db: DbOrTx, since: number, limit: number): Promise<ChangeRow[]> {
  return db
    .select()
    .from(itemChanges)
    .where(gt(itemChanges.seq, since))
    .orderBy(asc(itemChanges.seq))
    .limit(limit);
}

/** The columns of a beatmap the index and the feed present. */
export const beatmapSummaryColumns = {
  id: beatmaps.id,
  hash: beatmaps.hash,
  title: beatmaps.title,
  artist: beatmaps.artist,
  mapper: beatmaps.mapper,
  difficulties: beatmaps.difficulties,
  updatedAt: beatmaps.updatedAt,
};
export type BeatmapSummaryRow = {
  [K in keyof typeof beatmapSummaryColumns]: (typeof beatmaps.$inferSelect)[K];
};

/** A playlist, stage, avatar or mod as the feed presents it. */
export interface NamedItemRow {
  id: number;
  name: string;
  slug?: string;
  updatedAt: Date;
}

const named = { playlist: playlists, stage: stages, avatar: avatars } as const;

/**
 * The current rows (visible or not) of the items `ids` of `kind`, by id, for presenting
 * `created`/`updated` changes. An id whose row was removed is absent.
 */
export async function findItemSummaries(
  db: DbOrTx,
  kind: ChangeKind,
  ids: number[],
): Promise<Map<number, BeatmapSummaryRow | NamedItemRow>> {
  if (ids.length === 0) return new Map();
  let rows: (BeatmapSummaryRow | NamedItemRow)[];
  if (kind === 'beatmap') {
    rows = await db.select(beatmapSummaryColumns).from(beatmaps).where(inArray(beatmaps.id, ids));
  } else if (kind === 'mod') {
    rows = await db
      .select({ id: mods.id, name: mods.name, slug: mods.slug, updatedAt: mods.updatedAt })
      .from(mods)
      .where(inArray(mods.id, ids));
  } else {
    const t = named[kind];
    rows = await db
      .select({ id: t.id, name: t.name, updatedAt: t.updatedAt })
      .from(t)
      .where(inArray(t.id, ids));
  }
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Up to `limit` released beatmaps (published, `published_at` set, not soft-deleted: the public
 * list's scope and the feed's visibility rule, migration 0017) with an id above `afterId`, by id:
 * one keyset page of the catalogue index (served by the primary key).
 */
export async function findReleasedBeatmapsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<BeatmapSummaryRow[]> {
  return db
    .select(beatmapSummaryColumns)
    .from(beatmaps)
    .where(
      and(
        gt(beatmaps.id, afterId),
        eq(beatmaps.published, true),
        isNotNull(beatmaps.publishedAt),
        isNull(beatmaps.deletedAt),
      ),
    )
    .orderBy(asc(beatmaps.id))
    .limit(limit);
}

/** The change feed's newest cursor as a column (0 when the feed is empty), read in the row's snapshot. */
export const feedCursorColumn = () =>
  sql<number>`(select coalesce(max(${itemChanges.seq}), 0) from ${itemChanges})`.mapWith(Number);

/**
 * `rows` (each carrying {@link feedCursorColumn} as `feedCursor`) in the order of `ids`, ids without
 * a row left out, mapped by `map`; and the feed cursor they carry (-1: no row came back).
 */
export function inOrderWithCursor<R extends { feedCursor: number }, T>(
  ids: readonly number[],
  rows: R[],
  idOf: (row: R) => number,
  map: (row: R) => T,
): { rows: T[]; cursor: number } {
  const byIdMap = new Map(rows.map((row) => [idOf(row), row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byIdMap.get(id);
      return row ? [map(row)] : [];
    }),
    cursor: rows[0]?.feedCursor ?? -1,
  };
}

/**
 * The items of `kind` changed after cursor `since`, in one REPEATABLE READ snapshot (for the
 * in-memory catalogue indexes, docs/decisions/0039): `read` answers the still-visible ones among
 * the changed ids (as the index keeps them); the others are `removals`; `cursor` is where the
 * snapshot stands (migration 0017 keeps cursors visible in commit order).
 */
export async function itemsChangedSince<T extends { id: number }>(
  db: Db,
  kind: ChangeKind,
  since: number,
  read: (tx: DbOrTx, ids: number[]) => Promise<T[]>,
): Promise<{ cursor: number; upserts: T[]; removals: number[] }> {
  return db.transaction(
    async (tx) => {
      const cursor = await latestCursor(tx);
      const changed = await tx
        .selectDistinct({ id: itemChanges.itemId })
        .from(itemChanges)
        .where(and(eq(itemChanges.kind, kind), gt(itemChanges.seq, since)));
      const ids = changed.map((row) => row.id);
      if (ids.length === 0) return { cursor, upserts: [], removals: [] };
      const upserts = await read(tx, ids);
      const present = new Set(upserts.map((item) => item.id));
      return { cursor, upserts, removals: ids.filter((id) => !present.has(id)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
