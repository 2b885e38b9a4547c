/**
 * The catalogue index and change feed bench (docs/decisions/0035): on a bench database it inserts
 * BENCH_BEATMAPS released beatmaps (default 20 000; smaller is fine on PGlite) with one statement,
 * timing it with the `item_changes` trigger and again with the trigger disabled (the trigger's cost
 * per row), then measures through the real app: `GET /api/beatmaps/index.ndjson` (lines, bytes,
 * gzip bytes, time), a 304 for its ETag (median of 20), and a replay of `GET /api/changes` from 0
 * in pages of 10 000. PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (database
 * `synthhub_bench_feed` on that server, dropped afterwards), else PGlite in a temp folder.
 *
 *   BENCH_BEATMAPS=20000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     npx tsx apps/server/bench/feed-index.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { prepareBenchDatabase } from './bench-database.ts';

const N = Number(process.env.BENCH_BEATMAPS ?? 20_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const bench = await prepareBenchDatabase(serverUrl, false, 'synthhub_bench_feed');
const handle = await openDb({ databaseUrl: bench.url, pgliteDir: bench.pgliteDir });
const db = handle.db;
const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-feed-bench-'));

const ms = (start: number) => performance.now() - start;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  await db.execute(sql`insert into users (username, email) values ('feedbench', 'feedbench@example.test')`);
  /** Inserts `n` released beatmaps in one statement; answers the time in ms. */
  const bulkInsert = async (n: number, tag: string) => {
    const start = performance.now();
    await db.execute(sql`
      insert into beatmaps (user_id, title, artist, mapper, hash, difficulties, published, published_at)
      select (select id from users where username = 'feedbench'), ${tag} || ' Song ' || i, 'Artist ' || (i % 500),
        'Mapper ' || (i % 200), md5(${tag} || i::text) || md5(i::text), '["Hard","Expert"]'::jsonb, true,
        now() - (i || ' minutes')::interval
      from generate_series(1, ${n}) as i`);
    return ms(start);
  };
  const withTrigger = await bulkInsert(N, 'a');
  await db.execute(sql`alter table beatmaps disable trigger beatmaps_item_changes`);
  const withoutTrigger = await bulkInsert(N, 'b');
  await db.execute(sql`alter table beatmaps enable trigger beatmaps_item_changes`);
  // The rows inserted without the trigger are not in the feed: take them out of the catalogue again.
  await db.execute(sql`alter table beatmaps disable trigger beatmaps_item_changes`);
  await db.execute(sql`delete from beatmaps where title like 'b Song %'`);
  await db.execute(sql`alter table beatmaps enable trigger beatmaps_item_changes`);
  // A realistic tail: edits and unpublishes after the initial load.
  const edits = Math.max(1, Math.floor(N / 100));
  await db.execute(sql`update beatmaps set title = title || ' (edit)' where id % 100 = 1`);
  await db.execute(sql`update beatmaps set published = false where id % 100 = 2`);

  const config = loadConfig(
    { DATA_DIR: dataDir, DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' },
    { jwtSecret: 'bench-secret-bench-secret-bench-secret-0123', webDist: join(dataDir, 'no-web') },
  );
  const app = await buildApp({
    config,
    db: handle,
    storage: new LocalStorage(join(dataDir, 'files')),
    logger: false,
  });
  await app.ready();
  try {
    let start = performance.now();
    const plain = await app.inject({ url: '/api/beatmaps/index.ndjson' });
    const indexMs = ms(start);
    start = performance.now();
    const gz = await app.inject({
      url: '/api/beatmaps/index.ndjson',
      headers: { 'accept-encoding': 'gzip' },
    });
    const gzipMs = ms(start);
    const etag = String(plain.headers.etag);
    const notModified: number[] = [];
    for (let i = 0; i < 20; i++) {
      start = performance.now();
      const res = await app.inject({ url: '/api/beatmaps/index.ndjson', headers: { 'if-none-match': etag } });
      notModified.push(ms(start));
      if (res.statusCode !== 304) throw new Error(`expected 304, got ${res.statusCode}`);
    }
    start = performance.now();
    let cursor = 0;
    let changes = 0;
    let pages = 0;
    for (;;) {
      const res = await app.inject({ url: `/api/changes?since=${cursor}&limit=10000` });
      changes += res.body === '' ? 0 : res.body.split('\n').length - 1;
      pages++;
      cursor = Number(res.headers['x-changes-cursor']);
      if (res.headers['x-changes-more'] !== 'true') break;
    }
    const replayMs = ms(start);
    const lines = plain.body.split('\n').length - 1;
    const report = {
      database: handle.kind,
      beatmaps_inserted: N,
      trigger: {
        insert_ms_with: Math.round(withTrigger),
        insert_ms_without: Math.round(withoutTrigger),
        us_per_row_with: Number(((withTrigger * 1000) / N).toFixed(1)),
        us_per_row_without: Number(((withoutTrigger * 1000) / N).toFixed(1)),
      },
      edits_and_unpublishes: edits * 2,
      index: {
        lines,
        bytes: plain.rawPayload.length,
        gzip_bytes: gz.rawPayload.length,
        ms: Math.round(indexMs),
        gzip_ms: Math.round(gzipMs),
        cursor: Number(plain.headers['x-changes-cursor']),
      },
      not_modified_ms_median: Number(median(notModified).toFixed(2)),
      replay_from_0: { changes, pages, ms: Math.round(replayMs), cursor },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await app.close();
  }
} finally {
  await handle.close();
  await bench.dispose(false);
  rmSync(dataDir, { recursive: true, force: true });
}
