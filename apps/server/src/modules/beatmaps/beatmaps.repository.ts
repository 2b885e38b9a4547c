import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  max,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, beatmapVersions, catalogueTotals, users } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import {
  type ListTotal,
  pageWithBoundedTotal,
  pageWithTotal,
  totalColumn,
} from '../../lib/crud/page-total.ts';
import { prepared } from '../../db/prepared.ts';
import { userNamesVersionColumn } from '../../lib/crud/user-names.ts';
import { feedCursorColumn, inOrderWithCursor } from '../changes/index.ts';
import type { ItemStore } from '../items/index.ts';

/** A beatmap row without its search vector (`text_search` is for WHERE clauses only). */
export type BeatmapRow = Omit<typeof beatmaps.$inferSelect, 'textSearch'>;
/** A beatmap row joined with its uploader's public columns. */
export type BeatmapWithUser = BeatmapRow & {
  user: { id: number; username: string; avatarFilename: string | null };
};
export type BeatmapVersionRow = typeof beatmapVersions.$inferSelect;
export type NewBeatmapVersion = typeof beatmapVersions.$inferInsert;
/** The columns to insert a `beatmaps` row. */
export type NewBeatmap = typeof beatmaps.$inferInsert;

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const { textSearch: _textSearch, ...beatmapColumns } = getTableColumns(beatmaps);

const withUser = {
  beatmap: beatmapColumns,
  user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
};

function merge(row: { beatmap: BeatmapRow; user: BeatmapWithUser['user'] }): BeatmapWithUser {
  return { ...row.beatmap, user: row.user };
}

const byId = (db: DbOrTx, id: Placeholder | number) =>
  db
    .select(withUser)
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(eq(beatmaps.id, id));

/** One beatmap with its uploader, or undefined (a prepared statement outside transactions). */
export async function findBeatmapById(db: DbOrTx, id: number): Promise<BeatmapWithUser | undefined> {
  const query = prepared(db, 'beatmap_by_id', (root) =>
    byId(root, sql.placeholder('id')).prepare('beatmap_by_id'),
  );
  const rows = query ? await query.execute({ id }) : await byId(db, id);
  return rows[0] && merge(rows[0]);
}

/**
 * The beatmaps with these ids, each with its uploader, in the order of `ids` (ids that no longer
 * exist are left out). For ranked lists whose order is computed elsewhere ("Popular this week").
 */
export async function findBeatmapsByIds(db: DbOrTx, ids: readonly number[]): Promise<BeatmapWithUser[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(withUser)
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(inArray(beatmaps.id, [...ids]));
  const byIdMap = new Map(rows.map((row) => [row.beatmap.id, merge(row)]));
  return ids.flatMap((id) => byIdMap.get(id) ?? []);
}

/**
 * The columns of a public beatmap that change without a change-feed row (migration 0017's ignored
 * columns: counters and `featured_at`), with its uploader's public columns (a rename writes no
 * feed row either): what the search index reads per page when it holds the rest of each row
 * (docs/decisions/0039).
 */
const volatileColumns = {
  id: beatmaps.id,
  downloadCount: beatmaps.downloadCount,
  upvoteCount: beatmaps.upvoteCount,
  downvoteCount: beatmaps.downvoteCount,
  score: beatmaps.score,
  rating: beatmaps.rating,
  playCount: beatmaps.playCount,
  playCountDaily: beatmaps.playCountDaily,
  reviewCount: beatmaps.reviewCount,
  recommendCount: beatmaps.recommendCount,
  featuredAt: beatmaps.featuredAt,
  user: withUser.user,
};

/** Beatmaps whose ids are in the `ids` array parameter (a prepared statement's placeholder). */
const idIn = (ids: Placeholder) => sql`${beatmaps.id} = any(${ids}::int[])`;

const fullByIds = (db: DbOrTx, ids: Placeholder) =>
  db
    .select({ ...withUser, feedCursor: feedCursorColumn() })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(idIn(ids));

const volatileByIds = (db: DbOrTx, ids: Placeholder) =>
  db
    .select({ ...volatileColumns, feedCursor: feedCursorColumn(), usersVersion: userNamesVersionColumn() })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(idIn(ids));

/**
 * The public page rows of the beatmap search index (read-models/beatmap-search, docs/decisions/0039): the
 * beatmaps with these ids with their uploaders, in the order of `ids` (ids that no longer exist
 * are left out), and the change feed's newest cursor in the same snapshot (one prepared
 * statement; `cursor` is -1 when no row came back). Not for transactions.
 */
export async function findBeatmapsByIdsWithFeedCursor(
  db: Db,
  ids: readonly number[],
): Promise<{ rows: BeatmapWithUser[]; cursor: number }> {
  const query = prepared(db, 'beatmaps_by_ids_feed_cursor', (root) =>
    fullByIds(root, sql.placeholder('ids')).prepare('beatmaps_by_ids_feed_cursor'),
  )!;
  const found = await query.execute({ ids: [...ids] });
  return inOrderWithCursor(ids, found, (row) => row.beatmap.id, merge);
}

/** A beatmap's columns that change without a change-feed row, and its uploader. */
export type BeatmapVolatile = Pick<
  BeatmapWithUser,
  | 'id'
  | 'downloadCount'
  | 'upvoteCount'
  | 'downvoteCount'
  | 'score'
  | 'rating'
  | 'playCount'
  | 'playCountDaily'
  | 'reviewCount'
  | 'recommendCount'
  | 'featuredAt'
  | 'user'
>;

/**
 * The columns of these beatmaps that change without a change-feed row ({@link BeatmapVolatile}),
 * in the order of `ids` (missing ids left out), and the change feed's newest cursor and the users'
 * names version (lib/crud/user-names.ts) in the same snapshot (one prepared statement; -1 when no
 * row came back). Not for transactions.
 */
export async function findBeatmapVolatilesWithFeedCursor(
  db: Db,
  ids: readonly number[],
): Promise<{ rows: BeatmapVolatile[]; cursor: number; usersVersion: number }> {
  const query = prepared(db, 'beatmap_volatiles_feed_cursor', (root) =>
    volatileByIds(root, sql.placeholder('ids')).prepare('beatmap_volatiles_feed_cursor'),
  )!;
  const found = await query.execute({ ids: [...ids] });
  const usersVersion = found[0]?.usersVersion ?? -1;
  return {
    ...inOrderWithCursor(
      ids,
      found,
      (row) => row.id,
      ({ feedCursor: _cursor, usersVersion: _version, ...volatile }) => volatile,
    ),
    usersVersion,
  };
}

/**
 * Where `listBeatmaps` takes the envelope's `total` from (docs/decisions/0004, 0034):
 * - 'count': `count(*)` of the list's condition, exact up to EXACT_TOTAL_MAX matches and the
 *   planner's estimate past it (lib/crud/page-total.ts pageWithBoundedTotal);
 * - 'published': the exact running total of published beatmaps (`catalogue_totals`, kept by
 *   triggers), for the unfiltered public list only — the caller guarantees the scope is exactly that.
 */
export type TotalSource = 'count' | 'published';

const keptTotal = (db: DbOrTx) =>
  db
    .select({ n: catalogueTotals.published })
    .from(catalogueTotals)
    .where(eq(catalogueTotals.kind, 'beatmap'));

/** The page query of `listBeatmaps`, with `total` as a column (lib/crud/page-total.ts). */
function pageQuery(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  total: SQL<number | null>,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  return db
    .select({ ...withUser, total })
    .from(beatmaps)
    .innerJoin(users, eq(users.id, beatmaps.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/**
 * One page of beatmaps with their uploaders and the total, for a compiled list request (lib/crud;
 * formats.md §6.1) ANDed with the caller's `scope` (visibility, uploader), in one statement
 * (lib/crud/page-total.ts). The default order `published_at DESC NULLS LAST, id DESC NULLS LAST`
 * with the published scope reads the partial index `beatmaps_published_at_idx`. The count reads
 * `beatmaps` alone: every condition of `beatmapsResource`, `user.*` included, is on beatmaps' own
 * columns (see viaForeignKey). With `'published'` and `defaultOrder` (the site's and the clients'
 * most requested page: no condition, newest first) the query is a prepared statement.
 */
export async function listBeatmaps(
  db: DbOrTx,
  query: CompiledQuery,
  scope: SQL | undefined,
  totalSource: TotalSource = 'count',
  defaultOrder = false,
): Promise<{ rows: BeatmapWithUser[]; total: ListTotal }> {
  const where = and(scope, query.where);
  if (totalSource === 'count') {
    // Exact up to EXACT_TOTAL_MAX matches, the planner's estimate past it (docs/decisions/0034).
    const matches = () =>
      db
        .select({ one: sql`1` })
        .from(beatmaps)
        .where(where);
    const { rows, total } = await pageWithBoundedTotal(db, matches, query, (totalSql) =>
      pageQuery(db, where, query.orderBy, totalSql, query.limit, query.offset),
    );
    return { rows: rows.map(merge), total };
  }
  const totalQuery = keptTotal(db);
  const publicPage = defaultOrder
    ? prepared(db, 'beatmaps_public_page', (root) =>
        pageQuery(
          root,
          where,
          query.orderBy,
          totalColumn(keptTotal(root)),
          sql.placeholder('limit'),
          sql.placeholder('offset'),
        ).prepare('beatmaps_public_page'),
      )
    : undefined;
  const { rows, total } = await pageWithTotal(totalQuery, query, (totalSql) =>
    publicPage
      ? publicPage.execute({ limit: query.limit, offset: query.offset })
      : pageQuery(db, where, query.orderBy, totalSql, query.limit, query.offset),
  );
  return { rows: rows.map(merge), total: { value: total, estimated: false } };
}

/** The version holding this map hash (with its beatmap's id and title), or undefined. */
export async function findVersionByHash(
  db: DbOrTx,
  hash: string,
): Promise<(BeatmapVersionRow & { beatmapTitle: string; beatmapArtist: string }) | undefined> {
  const rows = await db
    .select({ version: beatmapVersions, beatmapTitle: beatmaps.title, beatmapArtist: beatmaps.artist })
    .from(beatmapVersions)
    .innerJoin(beatmaps, eq(beatmaps.id, beatmapVersions.beatmapId))
    .where(eq(beatmapVersions.hash, hash));
  const row = rows[0];
  return row && { ...row.version, beatmapTitle: row.beatmapTitle, beatmapArtist: row.beatmapArtist };
}

/** One version by id, or undefined. */
export async function findVersionById(db: DbOrTx, id: number): Promise<BeatmapVersionRow | undefined> {
  const rows = await db.select().from(beatmapVersions).where(eq(beatmapVersions.id, id));
  return rows[0];
}

/** The highest version number of a beatmap (0 when it has none). */
export async function maxVersionNumber(db: DbOrTx, beatmapId: number): Promise<number> {
  const rows = await db
    .select({ v: max(beatmapVersions.version) })
    .from(beatmapVersions)
    .where(eq(beatmapVersions.beatmapId, beatmapId));
  return rows[0]?.v ?? 0;
}

/** Inserts a beatmap row and returns it. */
export async function insertBeatmap(db: DbOrTx, values: typeof beatmaps.$inferInsert): Promise<BeatmapRow> {
  const rows = await db.insert(beatmaps).values(values).returning();
  return rows[0]!;
}

/** Inserts a version row and returns it. */
export async function insertVersion(db: DbOrTx, values: NewBeatmapVersion): Promise<BeatmapVersionRow> {
  const rows = await db.insert(beatmapVersions).values(values).returning();
  return rows[0]!;
}

/** Updates columns of a beatmap (and `updated_at`); returns the row or undefined. */
export async function updateBeatmap(
  db: DbOrTx,
  id: number,
  values: Partial<typeof beatmaps.$inferInsert>,
): Promise<BeatmapRow | undefined> {
  const rows = await db
    .update(beatmaps)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(beatmaps.id, id))
    .returning();
  return rows[0];
}

/** Sets `published` on one version. */
export async function setVersionPublished(db: DbOrTx, versionId: number, published: boolean): Promise<void> {
  await db.update(beatmapVersions).set({ published }).where(eq(beatmapVersions.id, versionId));
}

/** Unpublishes every version of a beatmap except one (upload option `unpublish_previous`, spec §3). */
export async function unpublishOtherVersions(
  db: DbOrTx,
  beatmapId: number,
  keepVersionId: number,
): Promise<void> {
  await db
    .update(beatmapVersions)
    .set({ published: false })
    .where(and(eq(beatmapVersions.beatmapId, beatmapId), ne(beatmapVersions.id, keepVersionId)));
}

/** How many beatmaps exist (demo seeding checks for an empty catalogue). */
export async function countBeatmaps(db: DbOrTx): Promise<number> {
  const rows = await db.select({ n: count() }).from(beatmaps);
  return rows[0]?.n ?? 0;
}

/** Deletes a beatmap; its versions go with it (FK cascade) and playlist songs keep their hash. */
export async function deleteBeatmap(db: DbOrTx, id: number): Promise<void> {
  await db.delete(beatmaps).where(eq(beatmaps.id, id));
}

/** How the item kernel loads and deletes beatmaps (modules/items). */
export const beatmapStore: ItemStore<BeatmapWithUser> = {
  kind: 'beatmap',
  table: beatmaps,
  findById: findBeatmapById,
  deleteById: deleteBeatmap,
};
