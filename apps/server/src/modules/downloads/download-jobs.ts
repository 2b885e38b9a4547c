import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  avatars,
  beatmaps,
  modVersions,
  mods,
  playlists,
  stageFiles,
  stages,
} from '../../db/schema/index.ts';
import type { ItemDownloaded } from '../../lib/events/domain-events.ts';
import type { BatchJob } from '../../lib/jobs/job-queue.ts';
import type { ContentKind } from '../../policies/content.ts';
import {
  addDownloadCounts,
  addDownloadDays,
  type DownloadCountedTable,
  recordDownload,
} from './downloads.repository.ts';

/** The job kind of one counted download (docs/decisions/0012). */
export const ITEM_DOWNLOAD_JOB = 'item-download';

const id = z.number().int().positive();
/** The payload of an {@link ITEM_DOWNLOAD_JOB}: an {@link ItemDownloaded} event as stored. */
export const itemDownloadSchema = z.object({
  kind: z.enum(['beatmap', 'playlist', 'stage', 'avatar', 'mod']),
  itemId: id,
  fileId: id.optional(),
  userId: id.optional(),
});

const COUNTED: Record<ContentKind, DownloadCountedTable> = {
  beatmap: beatmaps,
  playlist: playlists,
  stage: stages,
  avatar: avatars,
  mod: mods,
};

/**
 * A batch of downloads summed: per kind, item id → downloads; stage file id → downloads; mod version
 * id → downloads (a mod download's `fileId` is its version's id); history rows.
 */
export interface DownloadTally {
  items: Record<ContentKind, Map<number, number>>;
  stageFiles: Map<number, number>;
  modVersions: Map<number, number>;
  /** `"<userId>:<beatmapId>"` → the row to add to the user's beatmap download history. */
  history: Map<string, { userId: number; beatmapId: number; times: number }>;
}

const add = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);

/** Sums a batch of downloads (pure; see {@link DownloadTally}). Only beatmaps keep a per-user history. */
export function tallyDownloads(downloads: readonly ItemDownloaded[]): DownloadTally {
  const tally: DownloadTally = {
    items: { beatmap: new Map(), playlist: new Map(), stage: new Map(), avatar: new Map(), mod: new Map() },
    stageFiles: new Map(),
    modVersions: new Map(),
    history: new Map(),
  };
  for (const d of downloads) {
    add(tally.items[d.kind], d.itemId);
    if (d.kind === 'stage' && d.fileId !== undefined) add(tally.stageFiles, d.fileId);
    if (d.kind === 'mod' && d.fileId !== undefined) add(tally.modVersions, d.fileId);
    if (d.kind === 'beatmap' && d.userId !== undefined) {
      const key = `${d.userId}:${d.itemId}`;
      const row = tally.history.get(key) ?? { userId: d.userId, beatmapId: d.itemId, times: 0 };
      row.times += 1;
      tally.history.set(key, row);
    }
  }
  return tally;
}

/**
 * Applies a batch of downloads in `tx` (the transaction that deletes their jobs, so each is
 * counted once): one `UPDATE` per kind with downloads, one for stage files, one upsert of the
 * beatmaps' per-day counts (docs/decisions/0022), one upsert per (user, beatmap) history row.
 * Items or users deleted meanwhile are skipped.
 */
export async function applyDownloads(tx: Db, downloads: readonly ItemDownloaded[]): Promise<void> {
  const tally = tallyDownloads(downloads);
  for (const kind of Object.keys(COUNTED) as ContentKind[]) {
    await addDownloadCounts(tx, COUNTED[kind], tally.items[kind]);
  }
  await addDownloadCounts(tx, stageFiles, tally.stageFiles);
  await addDownloadCounts(tx, modVersions, tally.modVersions);
  await addDownloadDays(tx, tally.items.beatmap);
  for (const row of tally.history.values()) {
    // A user or beatmap deleted since the download: nothing to note (FK violation otherwise).
    await tx.transaction((sp) => recordDownload(sp, row.userId, row.beatmapId, row.times)).catch(() => {});
  }
}

/** The {@link BatchJob} that counts downloads (registered in side-effects.ts). */
export const itemDownloadJob: BatchJob<ItemDownloaded> = {
  schema: itemDownloadSchema,
  apply: applyDownloads,
};
