import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordDownload } from './download-history.repository.ts';
import { addDownloadCounts } from './beatmaps.repository.ts';
import { DownloadCounts } from './download-counts.ts';

/** One batcher per app (its database and background tasks), made on the first download. */
const batchers = new WeakMap<FastifyInstance, DownloadCounts>();

/**
 * Counts one whole download of beatmap `beatmapId` (design.md §2: off the response path, a failed
 * count never fails a download): the count is batched and written once a second in one statement
 * (download-counts.ts), and a signed-in `user`'s history (GET /api/downloads) is recorded as a
 * background task.
 */
export function countBeatmapDownload(app: FastifyInstance, beatmapId: number, user: AuthUser | null): void {
  let counts = batchers.get(app);
  if (!counts) {
    counts = new DownloadCounts((batch) => addDownloadCounts(app.db, batch), app.background);
    batchers.set(app, counts);
  }
  counts.add(beatmapId);
  if (user) app.background.run('download history', recordDownload(app.db, user.id, beatmapId));
}
