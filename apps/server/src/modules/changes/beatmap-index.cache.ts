import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { openBeatmapIndex } from './beatmap-index.service.ts';

/** A built catalogue index: the feed cursor it corresponds to and its NDJSON lines, gzipped. */
export interface BuiltIndex {
  cursor: number;
  gzip: Buffer;
}

/**
 * Reads the whole index (openBeatmapIndex: one REPEATABLE READ snapshot) as fast as gzip takes it
 * and answers the compressed bytes. The snapshot transaction ends when the last batch is read,
 * whoever asked for the index and however slowly they read it. Rejects with the database's error.
 */
export async function buildBeatmapIndex(db: Db): Promise<BuiltIndex> {
  const { cursor, body } = await openBeatmapIndex(db);
  const chunks: Buffer[] = [];
  await pipeline(body, createGzip({ level: 6 }), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  return { cursor, gzip: Buffer.concat(chunks) };
}

/**
 * The catalogue index of one server, built once per feed cursor (docs/decisions/0035): the bytes
 * of the index are a function of the cursor, so every request asking while the cursor stands
 * shares one build, and a slow client reads from memory instead of holding a database
 * connection (on the embedded PGlite, the only one) until it has read everything. Memory: the
 * gzipped index, about 50 bytes per beatmap (bench/feed-index.ts prints the size).
 */
export class BeatmapIndexCache {
  private latest?: { asked: number; built: Promise<BuiltIndex>; cursor?: number };

  constructor(private readonly build: () => Promise<BuiltIndex>) {}

  /**
   * The index for `now`, the feed's newest cursor as the caller just read it: the last build when
   * it was asked for the same cursor or came out at it, otherwise a new one (whose own cursor may
   * be newer still: the snapshot is taken after `now` was read). A failed build is forgotten, so
   * the next request tries again. Rejects with the build's error.
   */
  get(now: number): Promise<BuiltIndex> {
    const latest = this.latest;
    if (latest && (latest.asked === now || latest.cursor === now)) return latest.built;
    const entry: { asked: number; built: Promise<BuiltIndex>; cursor?: number } = {
      asked: now,
      built: this.build(),
    };
    this.latest = entry;
    entry.built.then(
      (index) => {
        entry.cursor = index.cursor;
      },
      () => {
        if (this.latest === entry) this.latest = undefined;
      },
    );
    return entry.built;
  }
}

/**
 * Whether an `Accept-Encoding` header allows gzip (RFC 9110 §12.5.3): `gzip` or `*` listed without
 * `q=0`. An absent header allows nothing but identity here, as the compression plugin treats it.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== 'x-gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The index's NDJSON lines, uncompressed, for a client that does not take gzip. */
export function plainIndexBody(index: BuiltIndex): Readable {
  return Readable.from([index.gzip]).pipe(createGunzip());
}
