import type { Db } from '../../db/client.ts';
import { type DownloadRow, listDownloads } from './downloads.repository.ts';

/**
 * One page of `userId`'s beatmap download history, newest first, and how many entries there are
 * (spec §2 /beatmaps/downloads). `page` is `{limit, offset}` in rows. Beatmaps no longer published
 * are left out unless the user uploaded them.
 */
export async function listDownloadHistory(
  ctx: { db: Db },
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: DownloadRow[]; total: number }> {
  return listDownloads(ctx.db, userId, page);
}
