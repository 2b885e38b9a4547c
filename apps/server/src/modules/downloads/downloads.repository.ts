import { and, count, desc, eq, getTableColumns, or } from 'drizzle-orm';
import { beatmapDownloads, beatmaps, users } from '../../db/schema/index.ts';
import type { BeatmapWithUser, DbOrTx } from '../beatmaps/index.ts';

const { textSearch: _textSearch, ...beatmapColumns } = getTableColumns(beatmaps);

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
