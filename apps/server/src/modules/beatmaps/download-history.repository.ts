import { sql } from 'drizzle-orm';
import { beatmapDownloads } from '../../db/schema/index.ts';
import type { DbOrTx } from './beatmaps.repository.ts';

/**
 * Notes that `userId` downloaded `beatmapId` now: inserts the history row, or moves an existing
 * one's `downloaded_at` to now and adds one to `times` (one row per user and beatmap). The history
 * is the user's My Downloads (spec §2 /beatmaps/downloads), read by the downloads module.
 */
export async function recordDownload(db: DbOrTx, userId: number, beatmapId: number): Promise<void> {
  await db
    .insert(beatmapDownloads)
    .values({ userId, beatmapId })
    .onConflictDoUpdate({
      target: [beatmapDownloads.userId, beatmapDownloads.beatmapId],
      set: { downloadedAt: sql`now()`, times: sql`${beatmapDownloads.times} + 1` },
    });
}
