import { loadavg } from 'node:os';
import { count, sql } from 'drizzle-orm';
import { openDb } from '../src/db/client.ts';
import { beatmaps } from '../src/db/schema/index.ts';
import { BENCH_DB_NAME, prepareBenchDatabase } from './bench-database.ts';
import {
  type Measurement,
  measure,
  onOffTable,
  resultsTable,
  sideBySideTable,
  UNCACHED_SUFFIX,
} from './measure.ts';
import { measureAtRateApart } from './open-loop.ts';
import { watchOtherLoad } from './other-load.ts';
import { footer, header } from './report.ts';
import { CACHED_LIST_PATHS } from '../src/plugins/list-cache.ts';
import { CONT_TERMS, GLOBAL_TERMS, type Scenario, scenarios, TS_QUERY_TERMS } from './scenarios.ts';
import { seedCatalogue } from './seed/seed-catalogue.ts';
import { leaderboardScenarios } from './leaderboard-scenarios.ts';
import { leaderboardSamples, seedLeaderboards } from './seed/leaderboard-rows.ts';
import { scores } from '../src/db/schema/index.ts';
import { startServer } from './server-process.ts';
import { serverNodeFlags } from '../../../scripts/server-node-flags.mjs';

/**
 * The target's latency: p99 under 25 ms, judged for the `cache=0` lines at the offered load of
 * RPS_TARGET (docs/decisions/0041); the cached and other lines are marked at saturation.
 */
const P99_TARGET_MS = 25;
/** The throughput past the list cache the catalogue aims at on this 2-core machine (docs/performance.md). */
const RPS_TARGET = 1000;
/**
 * Seconds an offered-load run offers its rate before the measured ones, uncounted: the generator
 * starts as a fresh process and opens its sockets meanwhile, as autocannon's one-second warm-up
 * does before a saturated line (docs/decisions/0041).
 */
const RATE_WARMUP_S = 1;

const env = process.env;
const numberEnv = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);

/** The rows the API reports for one search (its envelope's `total`), to show what a term matches. */
async function totalOf(base: string, path: string): Promise<number> {
  const body = (await (await fetch(base + path)).json()) as { total?: number } | unknown[];
  return Array.isArray(body) ? body.length : (body.total ?? -1);
}

/** "love 6522, dragon 1982, …": what each term of a rotating search line matches. */
async function matches(base: string, scenario: Scenario, terms: string[]): Promise<string> {
  const totals = await Promise.all(scenario.paths.map((path) => totalOf(base, path)));
  return terms.map((term, i) => `${term} ${totals[i]}`).join(', ');
}

/**
 * `npm run bench` (design.md §5; docs/performance.md): seeds a generated catalogue — 100,000 beatmaps
 * and in proportion users, playlists, stages, avatars, leaderboard profiles — into a dedicated PostgreSQL
 * database `synthhub_bench` when BENCH_DATABASE_URL or DATABASE_URL names a server (else PGlite, 10,000
 * beatmaps), starts the real app in a child process and measures, with autocannon at 32 connections, the
 * read paths docs/performance.md lists. Prints a markdown table (req/s, p50/p99, errors, CPU per
 * request), the seed time and the server's memory. Figures only; nothing here passes or fails (design.md
 * §5). Knobs: BENCH_BEATMAPS, BENCH_SECONDS (per line, default 10), BENCH_CONNECTIONS (default 32),
 * BENCH_ONLY (a substring of line names), BENCH_SCORES (scores of the leaderboard lines, default
 * 1,000,000 on PostgreSQL, 50,000 on PGlite; 0 skips them), BENCH_DB_NAME (the database to create,
 * default synthhub_bench), BENCH_UNCACHED=false (skip the second pass of the list lines
 * with `cache=0`, i.e. past the list cache), BENCH_RATE (the offered load, req/s, at which each
 * `cache=0` line is measured a second time, default 1,000; 0 skips it), BENCH_RATE_SECONDS (how long
 * each offered-load run lasts, default BENCH_SECONDS), BENCH_KEEP_DB=true (keep the database, and reuse it next
 * time when its size matches), BENCH_CPU_PROF=<folder> (profile the server), BENCH_RATE_TRACE=<prefix>
 * (write each offered-load request's due time and latency to `<prefix>-<line>.tsv`, open-loop.ts),
 * SERVER_NODE_FLAGS (the server's Node flags, as `npm start` reads it: unset for plain `node`,
 * `tuned` for the measured set; docs/decisions/0050).
 * BENCH_MEMORY_INDEXES_OFF=false (skip the last pass: the `cache=0` list lines measured again, at
 * saturation, on a server started with MEMORY_INDEXES=off, printed beside the first pass's figures,
 * read models on; docs/decisions/0049).
 */
/** Whether a bench path is one of the list endpoints the list cache serves. */
function isCachedList(path: string): boolean {
  return CACHED_LIST_PATHS.includes(path.split('?')[0]!);
}

async function main(): Promise<void> {
  const serverUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL || undefined;
  const n = numberEnv('BENCH_BEATMAPS', serverUrl ? 100_000 : 10_000);
  const seconds = numberEnv('BENCH_SECONDS', 10);
  const connections = numberEnv('BENCH_CONNECTIONS', 32);
  const keep = env.BENCH_KEEP_DB === 'true';
  const rate = numberEnv('BENCH_RATE', RPS_TARGET);
  const rateSeconds = numberEnv('BENCH_RATE_SECONDS', seconds);
  const loadBefore = loadavg();

  const dbName = env.BENCH_DB_NAME || BENCH_DB_NAME;
  const scoreCount = numberEnv('BENCH_SCORES', serverUrl ? 1_000_000 : 50_000);
  const bench = await prepareBenchDatabase(serverUrl, keep, dbName);
  const db = await openDb({ databaseUrl: bench.url, pgliteDir: bench.pgliteDir });
  const existing = (await db.db.select({ n: count() }).from(beatmaps))[0]?.n ?? 0;
  let seedLine = `reused the kept database (${n} beatmaps), no seeding`;
  if (!(bench.reused && existing === n)) {
    if (existing > 0) throw new Error(`the bench database holds ${existing} beatmaps, expected ${n} or none`);
    const start = performance.now();
    const size = await seedCatalogue(db.db, n);
    const s = (performance.now() - start) / 1000;
    seedLine =
      `${s.toFixed(1)} s (${(n / s).toFixed(0)} beatmaps/s; multi-row INSERTs in one transaction, then VACUUM ANALYZE): ` +
      `${size.beatmaps} beatmaps, ${size.users} users, ${size.playlists} playlists of 5-40 songs, ` +
      `${size.stages} stages, ${size.avatars} avatars, ${size.leaderboardProfiles} leaderboard profiles`;
  }
  // The competitive side (leaderboards, 1,000,000 scores on PostgreSQL, rankings), set-based.
  let scoresLine = 'scores kept from the earlier run';
  if (scoreCount > 0 && ((await db.db.select({ n: count() }).from(scores))[0]?.n ?? 0) === 0) {
    const lb = await seedLeaderboards(db.db, scoreCount);
    scoresLine =
      `${lb.seconds.toFixed(1)} s (INSERT … SELECT over generate_series, ranks by window functions): ` +
      `${lb.scores} scores on ${lb.leaderboards} leaderboards by ${lb.profiles} profiles, ${lb.rankings} ranking rows`;
  }
  const samples = await leaderboardSamples(db.db);
  const idRows = await db.db.execute(
    sql`select id from beatmaps where published and published_at is not null order by random() limit 2000`,
  );
  const detailIds = (
    (Array.isArray(idRows) ? idRows : (idRows as { rows: unknown[] }).rows) as { id: number }[]
  ).map((r) => Number(r.id));
  await db.close();

  const where: Record<string, string> = bench.url
    ? { BENCH_DB_URL: bench.url }
    : { BENCH_PGLITE_DIR: bench.pgliteDir ?? '' };
  // The read models on (whatever MEMORY_INDEXES says here); the last pass turns them off.
  const server = await startServer({ ...where, MEMORY_INDEXES: 'on' });
  console.log(
    `\n${header({
      beatmaps: n,
      kind: bench.kind,
      connections,
      seconds,
      seedLine,
      loadBefore,
      nodeFlags: serverNodeFlags(env),
    })}`,
  );
  console.log(`Leaderboards seed: ${scoresLine}. Leaderboard lines target p99 < 5 ms.`);
  const list = [...scenarios(detailIds), ...(scoreCount > 0 ? leaderboardScenarios(samples) : [])];
  console.log(`Matches, $tsQuery: ${await matches(server.base, list[1]!, TS_QUERY_TERMS)}.`);
  console.log(`Matches, $contL on title: ${await matches(server.base, list[2]!, CONT_TERMS)}.`);
  console.log(`Matches, global search (beatmaps): ${await matches(server.base, list[3]!, GLOBAL_TERMS)}.`);
  console.log(
    'The global search sends six requests; the users request is two steps (exact name, then contains when none matched), measured apart.',
  );

  const rows: Measurement[] = [];
  for (const scenario of list) {
    if (env.BENCH_ONLY && !scenario.name.includes(env.BENCH_ONLY)) continue;
    // Each line starts from a collected heap (ServerProcess.collect).
    await server.collect();
    rows.push(
      await measure(server, scenario, seconds, connections, bench.kind === 'postgres' ? dbName : undefined),
    );
    process.stderr.write(`measured: ${scenario.name}\n`);
  }
  // The same target lines again past the list cache (plugins/list-cache.ts, docs/decisions/0005):
  // `cache=0` makes every request compute its answer on the database, as a first visitor's does.
  if (env.BENCH_UNCACHED !== 'false') {
    for (const scenario of list.filter((s) => s.target && s.paths.some((p) => isCachedList(p)))) {
      const uncached: Scenario = {
        name: scenario.name + UNCACHED_SUFFIX,
        paths: scenario.paths.map((p) => `${p}${p.includes('?') ? '&' : '?'}cache=0`),
        target: false,
      };
      // BENCH_ONLY=cache=0 measures only this pass.
      if (env.BENCH_ONLY && !uncached.name.includes(env.BENCH_ONLY)) continue;
      const local = bench.kind === 'postgres' ? dbName : undefined;
      await server.collect();
      const saturated = await measure(server, uncached, seconds, connections, local);
      // And at the target's offered load, where its p99 is judged (docs/decisions/0041), straight
      // after: a forced collection here, made while no connection is open, lets the maps of the
      // closed sockets die and deoptimizes the server's HTTP path (docs/decisions/0041).
      const watch = watchOtherLoad();
      const rated =
        rate > 0
          ? await measureAtRateApart(server.base, uncached.paths, rate, rateSeconds, connections, {
              warmupSeconds: RATE_WARMUP_S,
              tracePath: env.BENCH_RATE_TRACE ? `${env.BENCH_RATE_TRACE}-${rows.length}.tsv` : undefined,
            })
          : undefined;
      const othersPeak = watch.stop();
      const atRate = rated && { rate, ...rated, othersPeak };
      rows.push({ ...saturated, ...(atRate ? { atRate } : {}) });
      process.stderr.write(`measured: ${uncached.name}\n`);
    }
  }
  const memory = await server.memory();
  await server.stop();
  // The `cache=0` list lines again with every list answered by PostgreSQL (MEMORY_INDEXES=off):
  // what the read models save. Saturated runs only; the server of the first pass is stopped
  // (PGlite's folder has one user at a time).
  const offRows: Measurement[] = [];
  if (env.BENCH_MEMORY_INDEXES_OFF !== 'false') {
    const off = await startServer({ ...where, MEMORY_INDEXES: 'off' });
    const local = bench.kind === 'postgres' ? dbName : undefined;
    for (const line of rows.filter((r) => r.scenario.name.endsWith(UNCACHED_SUFFIX))) {
      await off.collect();
      offRows.push(await measure(off, line.scenario, seconds, connections, local));
      process.stderr.write(`measured with MEMORY_INDEXES=off: ${line.scenario.name}\n`);
    }
    await off.stop();
  }
  console.log(`\n${resultsTable(rows, P99_TARGET_MS)}\n`);
  const sideBySide = sideBySideTable(rows, P99_TARGET_MS, RPS_TARGET);
  if (sideBySide) console.log(`Cached and past the cache, side by side:\n\n${sideBySide}\n`);
  const onOff = onOffTable(rows, offRows);
  if (onOff)
    console.log(`Past the cache, read models on and off (MEMORY_INDEXES=off), side by side:\n\n${onOff}\n`);
  console.log(
    footer(
      { p99Ms: P99_TARGET_MS, connections, rps: RPS_TARGET, rate },
      memory,
      // The info line's parallel workers count as other load (measure.ts): judge the target lines.
      rows.filter((r) => r.scenario.target).map((r) => r.others),
    ),
  );
  await bench.dispose(keep);
  if (keep) console.log(`Kept the bench database (${bench.url ?? bench.pgliteDir}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
