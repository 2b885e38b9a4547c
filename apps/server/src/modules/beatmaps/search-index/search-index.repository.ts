import { and, asc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { latestCursor } from '../../changes/index.ts';
import { beatmaps, itemChanges, users } from '../../../db/schema/index.ts';
import { conditionSql } from '../../../lib/crud/compile.ts';
import type { Operator } from '../../../lib/crud/operators.ts';
import type { ConditionValue } from '../../../lib/crud/types.ts';
import type { IndexedBeatmap } from './search-index.ts';
import { tsvectorLexemes } from './tsquery.ts';

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
export async function changesSince(
  db: Db,
  since: number,
): Promise<{ cursor: number; upserts: IndexedBeatmap[]; removals: number[] }> {
  return db.transaction(
    async (tx) => {
      const cursor = await latestCursor(tx);
      const changed = await tx
        .selectDistinct({ id: itemChanges.itemId })
        .from(itemChanges)
        .where(and(eq(itemChanges.kind, 'beatmap'), gt(itemChanges.seq, since)));
      const ids = changed.map((row) => row.id);
      if (ids.length === 0) return { cursor, upserts: [], removals: [] };
      const rows = (await tx
        .select(indexColumns)
        .from(beatmaps)
        .where(and(visible, inArray(beatmaps.id, ids)))) as IndexRow[];
      const upserts = rows.map(toIndexed);
      const present = new Set(upserts.map((b) => b.id));
      return { cursor, upserts, removals: ids.filter((id) => !present.has(id)) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How PostgreSQL reads one search term: `lower(term)` and `websearch_to_tsquery('simple', term)::text`. */
export interface NormalisedTerm {
  lower: string;
  tsquery: string;
}

/**
 * Normalises search terms on PostgreSQL (`lower()` under the database's collation, and the
 * `simple` configuration's parser, as the list grammar's SQL does; lib/crud/compile.ts), in one
 * round trip. Pure functions of the term: the service memoises them.
 */
export async function normaliseTerms(db: Db, terms: readonly string[]): Promise<Map<string, NormalisedTerm>> {
  const values = sql.join(
    terms.map((term, i) => sql`(${i}::int, ${term}::text)`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select i, lower(t) as l, websearch_to_tsquery('simple', t)::text as q from (values ${values}) as v(i, t)`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    i: number;
    l: string;
    q: string;
  }[];
  return new Map(rows.map((row) => [terms[Number(row.i)]!, { lower: row.l, tsquery: row.q }]));
}

/**
 * The ids of the users a `user.username` condition selects, with the list grammar's own SQL
 * (lib/crud/compile.ts `conditionSql`, as beatmaps.crud.ts's `viaForeignKey` runs it).
 */
export async function userIdsWhere(db: Db, op: Operator, value: ConditionValue): Promise<number[]> {
  const where: SQL = conditionSql(users.username, 'string', op, value);
  const rows = await db.select({ id: users.id }).from(users).where(where);
  return rows.map((row) => row.id);
}
