import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { ndjsonStream } from '../../lib/http/ndjson.ts';
import { findReleasedBeatmapsAfter, latestCursor } from './changes.repository.ts';
import { presentBeatmapSummary } from './changes.presenter.ts';

/** Beatmaps read per keyset query while streaming the index. */
export const INDEX_BATCH = 1000;

/** The newest cursor of the change feed (one `max(seq)` over its primary key); 0 when empty. */
export async function currentCursor(db: Db): Promise<number> {
  return latestCursor(db);
}

/**
 * The index's strong ETag for feed cursor `cursor`: the bytes of the index are a function of the
 * committed changes (every change of a released beatmap's presented columns writes one, migration
 * 0017), so the cursor names them. `v1` is the line format; change it with the format.
 */
export function beatmapIndexEtag(cursor: number): string {
  return `"beatmaps-v1-${cursor}"`;
}

/** An index being streamed: the feed cursor it corresponds to, and its NDJSON body. */
export interface OpenedIndex {
  cursor: number;
  body: Readable;
}

/**
 * Opens the catalogue index (docs/decisions/0035): a REPEATABLE READ, read-only transaction reads
 * the newest cursor, then every released beatmap by id in keyset batches of INDEX_BATCH, each
 * presented as one NDJSON line. Both come from the one snapshot, so the lines are exactly the
 * catalogue after the changes up to `cursor`. Resolves once the cursor is known; the transaction
 * stays open while the body is read and ends when it is done or the reader goes away. Rejects
 * when the transaction cannot start.
 */
export function openBeatmapIndex(db: Db): Promise<OpenedIndex> {
  return new Promise((resolve, reject) => {
    let started = false;
    const body = ndjsonStream((write) =>
      db
        .transaction(
          async (tx) => {
            const cursor = await latestCursor(tx);
            started = true;
            resolve({ cursor, body });
            let after = 0;
            for (;;) {
              const rows = await findReleasedBeatmapsAfter(tx, after, INDEX_BATCH);
              for (const row of rows) if (!(await write(presentBeatmapSummary(row)))) return;
              if (rows.length < INDEX_BATCH) return;
              after = rows.at(-1)!.id;
            }
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        )
        .catch((error: unknown) => {
          if (!started) reject(error);
          throw error;
        }),
    );
  });
}
