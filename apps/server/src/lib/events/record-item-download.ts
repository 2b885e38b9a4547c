import type { FastifyInstance } from 'fastify';
import type { ItemDownloaded } from './domain-events.ts';

/**
 * Records that a content item's file was sent whole — the one call every download handler makes
 * (just before the whole body goes out; `onFullBody` of lib/http/send-stored-file.ts). Emits
 * `item.downloaded` on `app.events`; its subscriber (side-effects.ts) writes one job row, and the
 * job queue adds the download to the item's count (and, for a signed-in beatmap download, to the
 * user's history) exactly once, surviving a crash (docs/decisions/0012).
 *
 * Input: `{ kind: 'beatmap' | 'playlist' | 'stage' | 'avatar' | 'mod', itemId, fileId?, userId? }` —
 * `fileId` is the stage file (stages count per file too), `userId` the signed-in downloader.
 * Resolves once the download is durable; never rejects (a failed count must never fail a
 * download, design.md §2): a failure is logged at warn.
 */
export async function recordItemDownload(app: FastifyInstance, download: ItemDownloaded): Promise<void> {
  try {
    await app.events.emit('item.downloaded', download);
  } catch (error) {
    app.log.warn({ err: error, download }, 'recording a download failed');
  }
}
