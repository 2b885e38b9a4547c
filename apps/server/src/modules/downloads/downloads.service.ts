import type { Paginated } from '@synthhub/shared/api/pagination';
import type { DownloadHistoryEntry } from '@synthhub/shared/beatmaps/download-history';
import type { Db } from '../../db/client.ts';
import { presentBeatmap } from '../beatmaps/index.ts';
import { listDownloads } from './downloads.repository.ts';

/**
 * One page (1-based `page`, `limit` entries) of `userId`'s beatmap download history (spec §2
 * /beatmaps/downloads), newest first, one entry per beatmap `{downloaded_at (ISO), times, beatmap
 * (formats.md §6.3 Beatmap)}`, in the envelope `{data, count, total, page, pageCount}`.
 */
export async function downloadHistory(
  ctx: { db: Db },
  userId: number,
  { page, limit }: { page: number; limit: number },
): Promise<Paginated<DownloadHistoryEntry>> {
  const { rows, total } = await listDownloads(ctx.db, userId, { limit, offset: (page - 1) * limit });
  const data = rows.map((r) => ({
    downloaded_at: r.downloadedAt.toISOString(),
    times: r.times,
    beatmap: presentBeatmap(r.beatmap),
  }));
  return { data, count: data.length, total, page, pageCount: Math.ceil(total / limit) };
}
