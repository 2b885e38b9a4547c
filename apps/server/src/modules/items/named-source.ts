import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { userNamesVersionColumn } from '../../lib/crud/user-names.ts';
import { avatars, playlists, stages, users } from '../../db/schema/index.ts';
import { feedCursorColumn, inOrderWithCursor, itemsChangedSince, latestCursor } from '../changes/index.ts';
import type { IndexedName } from '../../read-models/name-index/name-index.ts';

/** The kinds the name index keeps (the change feed's `kind`). */
export type NamedKind = 'playlist' | 'stage' | 'avatar';

const TABLES = { playlist: playlists, stage: stages, avatar: avatars } as const;

/** The columns of a named kind's table the index reads (db/schema `itemColumns` plus `name`). */
function columnsOf(kind: NamedKind) {
  const table = TABLES[kind];
  return {
    table,
    // The public lists' scope, as the change feed records it (migration 0017; lib/crud/owned-scope.ts).
    visible: and(eq(table.published, true), isNull(table.deletedAt), isNotNull(table.publishedAt)),
    select: {
      id: table.id,
      publishedAt: table.publishedAt,
      userId: table.userId,
      name: sql<string>`lower(${table.name})`,
    },
  };
}

type NameRow = Omit<IndexedName, 'publishedAtMs'> & { publishedAt: Date | null };

function toIndexed(row: NameRow): IndexedName {
  return { id: row.id, publishedAtMs: row.publishedAt!.getTime(), userId: row.userId, name: row.name };
}

const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Every public item of `kind` as the name index keeps it, and the change-feed cursor they stand at,
 * read in one REPEATABLE READ snapshot (migration 0017 keeps the feed's cursors visible in commit
 * order). One batch: these kinds hold thousands of items.
 */
export async function loadNames(
  db: Db,
  kind: NamedKind,
  each: (items: IndexedName[]) => void,
): Promise<number> {
  const { table, visible, select } = columnsOf(kind);
  return db.transaction(async (tx) => {
    const cursor = await latestCursor(tx);
    each(((await tx.select(select).from(table).where(visible)) as NameRow[]).map(toIndexed));
    return cursor;
  }, snapshot);
}

/**
 * The items of `kind` changed after cursor `since` (change feed, docs/decisions/0035), in one
 * snapshot: the public ones as the index keeps them, the ids of those no longer public, and the
 * cursor the snapshot stands at.
 */
export function nameChangesSince(
  db: Db,
  kind: NamedKind,
  since: number,
): Promise<{ cursor: number; upserts: IndexedName[]; removals: number[] }> {
  const { table, visible, select } = columnsOf(kind);
  return itemsChangedSince(db, kind, since, async (tx, ids) =>
    (
      (await tx
        .select(select)
        .from(table)
        .where(and(visible, inArray(table.id, ids)))) as NameRow[]
    ).map(toIndexed),
  );
}

/**
 * How a named kind's page rows are read for its name index (read-models/name-index `RowsByIds`):
 * `selection` (the kind's list columns, its uploader's joined on `user_id`) of the items with
 * these ids plus the change feed's newest cursor and the users' names version (lib/crud/user-names.ts)
 * of the same snapshot, in one prepared statement
 * (db/prepared.ts), mapped by `map` and put in the order of the ids (missing ids left out). `Row`
 * is what `selection` selects; `idOf` finds the item's id in it. Not for transactions.
 */
export function rowsByIdsWithFeedCursor<Row, R>(
  kind: NamedKind,
  selection: SelectedFields,
  idOf: (row: Row) => number,
  map: (row: Row) => R,
): (db: Db, ids: readonly number[]) => Promise<{ rows: R[]; cursor: number; usersVersion: number }> {
  const table = TABLES[kind];
  const name = `${kind}_rows_by_ids_feed_cursor`;
  return async (db, ids) => {
    const query = prepared(db, name, (root) =>
      root
        .select({ ...selection, feedCursor: feedCursorColumn(), usersVersion: userNamesVersionColumn() })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(sql`${table.id} = any(${sql.placeholder('ids')}::int[])`)
        .prepare(name),
    )!;
    const rows = (await query.execute({ ids: [...ids] })) as unknown as (Row & {
      feedCursor: number;
      usersVersion: number;
    })[];
    return { ...inOrderWithCursor(ids, rows, idOf, map), usersVersion: rows[0]?.usersVersion ?? -1 };
  };
}

/**
 * The entries of `kind`'s name index (read-models/name-index): every public item in one snapshot
 * ({@link loadNames}) and the changes since a feed cursor ({@link nameChangesSince}).
 */
export function namedEntries(kind: NamedKind) {
  return {
    load: (db: Db, each: (items: IndexedName[]) => void) => loadNames(db, kind, each),
    changesSince: (db: Db, since: number) => nameChangesSince(db, kind, since),
  };
}
