import { and, count, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beatmapDownloadDays, beatmapDownloads, beatmaps, users } from '../../db/schema/index.ts';
import type { BeatmapWithUser, DbOrTx } from '../beatmaps/index.ts';

const { textSearch: _textSearch, ...beatmapColumns } = getTableColumns(beatmaps);

/**
 * Notes that `userId` downloaded `beatmapId` now, `times` times (default 1): inserts the history
 * row, or moves an existing one's `downloaded_at` to now and adds `times` to its `times` (one row
 * per user and beatmap).
 */
export async function recordDownload(
  db: DbOrTx,
  userId: number,
  beatmapId: number,
  times = 1,
): Promise<void> {
  await db
    .insert(beatmapDownloads)
    .values({ userId, beatmapId, times })
    .onConflictDoUpdate({
      target: [beatmapDownloads.userId, beatmapDownloads.beatmapId],
      set: { downloadedAt: sql`now()`, times: sql`${beatmapDownloads.times} + excluded.times` },
    });
}

/** A table with an integer `id` and a `download_count` (beatmaps, playlists, stages, stage files, avatars). */
export type DownloadCountedTable = PgTable & { id: PgColumn; downloadCount: PgColumn };

/**
 * Adds each batch entry's downloads (id → downloads) to that row's `download_count` in one
 * statement (`UPDATE … FROM (VALUES …)`); ids that no longer exist are skipped. One statement per
 * batch, not per download: each `UPDATE beatmaps` rewrites the row's generated full-text column
 * and fires the totals trigger (docs/performance.md "Load test").
 */
export async function addDownloadCounts(
  db: DbOrTx,
  table: DownloadCountedTable,
  batch: ReadonlyMap<number, number>,
): Promise<void> {
  if (batch.size === 0) return;
  const values = sql.join(
    [...batch].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${table} set download_count = ${table.downloadCount} + v.n from (values ${values}) as v(id, n) where ${table.id} = v.id`,
  );
}

/**
 * Adds each batch entry's downloads (beatmap id → downloads) to that beatmap's row for the current
 * UTC day in `beatmap_download_days` (docs/decisions/0022), in one upsert; beatmaps deleted
 * meanwhile are skipped (joined against `beatmaps`, so no foreign-key error aborts the batch).
 */
export async function addDownloadDays(db: DbOrTx, batch: ReadonlyMap<number, number>): Promise<void> {
  if (batch.size === 0) return;
  const values = sql.join(
    [...batch].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${beatmapDownloadDays} (beatmap_id, day, downloads)
    select v.id, (now() at time zone 'utc')::date, v.n
    from (values ${values}) as v(id, n) join ${beatmaps} b on b.id = v.id
    on conflict (beatmap_id, day)
    do update set downloads = ${beatmapDownloadDays.downloads} + excluded.downloads`);
}

/** One history row: when, how often, and the beatmap with its uploader. */
export interface DownloadRow {
  downloadedAt: Date;
  times: number;
  beatmap: BeatmapWithUser;
}

/**
 * One page of a user's download history, newest first (index `beatmap_downloads_user_recent_idx`),
 * and how many rows there are in all. Beatmaps that are no longer published are left out unless
 * the user uploaded them (the same visibility as the beatmap pages).
 */
export async function listDownloads(
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DownloadRow[]; total: number }> {
  const where = and(
    eq(beatmapDownloads.userId, userId),
    or(eq(beatmaps.published, true), eq(beatmaps.userId, userId)),
    isNull(beatmaps.deletedAt),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        downloadedAt: beatmapDownloads.downloadedAt,
        times: beatmapDownloads.times,
        beatmap: beatmapColumns,
        user: { id: users.id, username: users.username, avatarFilename: users.avatarFilename },
      })
      .from(beatmapDownloads)
      .innerJoin(beatmaps, eq(beatmaps.id, beatmapDownloads.beatmapId))
      .innerJoin(users, eq(users.id, beatmaps.userId))
      .where(where)
      .orderBy(desc(beatmapDownloads.downloadedAt), desc(beatmapDownloads.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(beatmapDownloads)
      .innerJoin(beatmaps, eq(beatmaps.id, beatmapDownloads.beatmapId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      downloadedAt: r.downloadedAt,
      times: r.times,
      beatmap: { ...r.beatmap, user: r.user },
    })),
    total: totals[0]?.n ?? 0,
  };
}
