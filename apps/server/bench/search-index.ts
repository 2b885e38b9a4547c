/**
 * The beatmap search index on its own (docs/decisions/0039): on the bench catalogue (database
 * `synthhub_bench`, seeded with BENCH_BEATMAPS = 100,000 beatmaps when empty and kept, as
 * `BENCH_KEEP_DB=true npm run bench` keeps it; PostgreSQL from BENCH_DATABASE_URL or DATABASE_URL,
 * else PGlite with 10,000) it loads the index as a server does at start and prints the load time,
 * the heap it holds, and the time of one page (24 rows, exact total) for the bench's `$contL`
 * and `$tsQuery` terms (mean of 200 after 50 warm-up runs). Figures only.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --expose-gc --import tsx \
 *     apps/server/bench/search-index.ts
 */
import { count } from 'drizzle-orm';
import { openDb } from '../src/db/client.ts';
import { beatmaps } from '../src/db/schema/index.ts';
import { loadSearchIndexSnapshot } from '../src/modules/beatmaps/index.ts';
import { BeatmapSearchIndex, type IndexCondition } from '../src/read-models/beatmap-search/search-index.ts';
import { parseTsQuery } from '../src/read-models/beatmap-search/tsquery.ts';
import { normaliseTerms } from '../src/lib/crud/search-terms.ts';
import { BENCH_DB_NAME, prepareBenchDatabase } from './bench-database.ts';
import { CONT_TERMS, TS_QUERY_TERMS } from './scenarios.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const n = Number(process.env.BENCH_BEATMAPS ?? (serverUrl ? 100_000 : 10_000));
const bench = await prepareBenchDatabase(serverUrl, true, BENCH_DB_NAME);
const handle = await openDb({ databaseUrl: bench.url, pgliteDir: bench.pgliteDir });
const db = handle.db;
if (((await db.select({ n: count() }).from(beatmaps))[0]?.n ?? 0) === 0) await seedCatalogue(db, n);

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const index = new BeatmapSearchIndex();
let start = performance.now();
await loadSearchIndexSnapshot(db, (batch) => {
  for (const beatmap of batch) index.upsert(beatmap);
});
const loadMs = performance.now() - start;
gc?.();
const heapMiB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
console.log(
  `Loaded ${index.size} public beatmaps in ${(loadMs / 1000).toFixed(1)} s; the index holds ` +
    `${gc ? `${heapMiB.toFixed(0)} MiB of heap` : '? MiB (run with --expose-gc)'}.`,
);

/** Mean µs of one 24-row page for `condition`. */
function time(condition: IndexCondition): { us: number; total: number } {
  for (let i = 0; i < 50; i += 1) index.page(condition, 0, 24);
  start = performance.now();
  for (let i = 0; i < 200; i += 1) index.page(condition, 0, 24);
  return { us: ((performance.now() - start) / 200) * 1000, total: index.page(condition, 0, 24)!.total };
}

const normal = await normaliseTerms(db, [...CONT_TERMS, ...TS_QUERY_TERMS]);
console.log('\n| condition | matches | µs per page |\n|---|---:|---:|');
for (const term of CONT_TERMS) {
  const r = time({ kind: 'text', field: 'title', op: 'contains', term: normal.get(term)!.lower });
  console.log(`| title $contL ${term} | ${r.total} | ${r.us.toFixed(0)} |`);
}
for (const term of TS_QUERY_TERMS) {
  const query = parseTsQuery(normal.get(term)!.tsquery);
  const r = time({ kind: 'tsquery', query });
  console.log(`| text_search $tsQuery ${term} | ${r.total} | ${r.us.toFixed(0)} |`);
}
await handle.close();
await bench.dispose(true);
