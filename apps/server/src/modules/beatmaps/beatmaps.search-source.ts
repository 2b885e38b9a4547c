import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps } from '../../db/schema/index.ts';
import type { IndexedBeatmap } from '../../read-models/beatmap-search/search-index.ts';
import { tsvectorLexemes } from '../../read-models/beatmap-search/tsquery.ts';
import { itemsChangedSince, latestCursor } from '../changes/index.ts';

/** Beatmaps read per statement while the index loads (keyset pages by id). */
const LOAD_BATCH = 10_000;

/** The public scope the change feed follows (migration 0017; beatmaps.list.ts `publishedScope`). */
const visible = and(
  eq(beatmaps.published, true),
  isNull(beatmaps.deletedAt),
  isNotNull(beatmaps.publishedAt),
);

const indexColumns = {
  id: beatmaps.id,
  publishedAt: beatmaps.publishedAt,
  userId: beatmaps.userId,
  ost: beatmaps.ost,
  explicit: beatmaps.explicit,
  beatSaberConvert: beatmaps.beatSaberConvert,
  productionMode: beatmaps.productionMode,
  title: sql<string>`lower(${beatmaps.title})`,
  artist: sql<string>`lower(${beatmaps.artist})`,
  mapper: sql<string>`lower(${beatmaps.mapper})`,
  lexemes: sql<string>`${beatmaps.textSearch}::text`,
};

/** A row of {@link indexColumns}: the indexed beatmap before its date and lexemes are read. */
type IndexRow = Omit<IndexedBeatmap, 'publishedAtMs' | 'lexemes'> & {
  publishedAt: Date | null;
  lexemes: string;
};

/**
 * A fresh sequential copy of a string read from the database: `includes` on the driver's strings
 * measured 80 ns per title, on such a copy 30 ns (bench/search-index.ts, `$contL` checks every
 * candidate), and the copy holds nothing else alive.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

function toIndexed(row: IndexRow): IndexedBeatmap {
  return {
    id: row.id,
    publishedAtMs: row.publishedAt!.getTime(),
    userId: row.userId,
    ost: row.ost,
    explicit: row.explicit,
    beatSaberConvert: row.beatSaberConvert,
    productionMode: row.productionMode,
    title: ownCopy(row.title),
    artist: ownCopy(row.artist),
    mapper: ownCopy(row.mapper),
    lexemes: tsvectorLexemes(row.lexemes ?? ''),
  };
}

/**
 * Every public beatmap as the index keeps it, and the change-feed cursor they stand at, read in one
 * REPEATABLE READ snapshot (so the set is exactly the catalogue after the changes up to `cursor`;
 * migration 0017 keeps the feed's cursors visible in commit order). `each` receives batches of
 * {@link LOAD_BATCH}.
 */
export async function loadSnapshot(db: Db, each: (beatmaps: IndexedBeatmap[]) => void): Promise<number> {
  return db.transaction(
    async (tx) => {
      const cursor = await latestCursor(tx);
      let after = 0;
      for (;;) {
        const rows = (await tx
          .select(indexColumns)
          .from(beatmaps)
          .where(and(visible, gt(beatmaps.id, after)))
          .orderBy(asc(beatmaps.id))
          .limit(LOAD_BATCH)) as IndexRow[];
        if (rows.length === 0) return cursor;
        each(rows.map(toIndexed));
        after = rows[rows.length - 1]!.id;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * The beatmaps changed after cursor `since` (change feed, docs/decisions/0035), in one snapshot:
 * the public ones as the index keeps them, the ids of those no longer public, and the cursor the
 * snapshot stands at.
 */
export function changesSince(
  db: Db,
  since: number,
): Promise<{ cursor: number; upserts: IndexedBeatmap[]; removals: number[] }> {
  return itemsChangedSince(db, 'beatmap', since, async (tx, ids) =>
    (
      (await tx
        .select(indexColumns)
        .from(beatmaps)
        .where(and(visible, inArray(beatmaps.id, ids)))) as IndexRow[]
    ).map(toIndexed),
  );
}
