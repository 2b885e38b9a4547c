import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { BENCH_DB_NAME } from './bench-database.ts';
import { leaderboardScenarios } from './leaderboard-scenarios.ts';
import { scenarios } from './scenarios.ts';
import { leaderboardSamples } from './seed/leaderboard-rows.ts';

/**
 * `npx tsx apps/server/bench/explain.ts`: for each bench line (BENCH_ONLY filters by name), sends
 * one of its requests (BENCH_PATH, default 0: the first term) to the real app on the kept bench
 * database (`npm run bench` with BENCH_KEEP_DB=true), records every SQL statement the request ran,
 * and prints `EXPLAIN (ANALYZE, BUFFERS)` of each. PostgreSQL only (BENCH_DATABASE_URL or
 * DATABASE_URL names the server; BENCH_DB_NAME the kept database, default synthhub_bench). The
 * leaderboard lines take their ids from that database's scores.
 */
async function main(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('set DATABASE_URL (or BENCH_DATABASE_URL) to the PostgreSQL server');
  const url = new URL(serverUrl);
  url.pathname = `/${process.env.BENCH_DB_NAME || BENCH_DB_NAME}`;
  const statements: { text: string; values: unknown[] }[] = [];
  const original = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (this: pg.Pool, config: unknown, values?: unknown, ...rest: unknown[]) {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    statements.push({ text, values: (values as unknown[]) ?? [] });
    return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof pg.Pool.prototype.query;

  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-explain-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CONTENT: 'false' });
  const db = await openDb({ databaseUrl: url.toString(), migrate: process.env.BENCH_MIGRATE === 'true' });
  const app = await buildApp({
    config,
    db,
    storage: new LocalStorage(join(dataDir, 'files')),
    logger: false,
  });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const ids = await client.query('select id from beatmaps where published order by id desc limit 1');
  const pathIndex = Number(process.env.BENCH_PATH ?? 0);
  const lines = [
    ...scenarios([Number(ids.rows[0]?.id ?? 1)]),
    ...leaderboardScenarios(await leaderboardSamples(db.db)),
  ];
  for (const scenario of lines) {
    if (process.env.BENCH_ONLY && !scenario.name.includes(process.env.BENCH_ONLY)) continue;
    const path = scenario.paths[pathIndex % scenario.paths.length]!;
    statements.length = 0;
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: path });
    const ms = performance.now() - started;
    console.log(
      `\n=== ${scenario.name}: ${decodeURIComponent(path)}\n    ${response.statusCode}, ${ms.toFixed(1)} ms, ${response.body.length} bytes, ${statements.length} statements`,
    );
    for (const { text, values } of [...statements]) {
      if (/^explain /i.test(text)) {
        console.log(
          `\n--- ${text}\n    (the planner's estimate of a total, docs/decisions/0034: planning only)`,
        );
        continue;
      }
      const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
      console.log(`\n--- ${text}\n    ${JSON.stringify(values)}`);
      console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }
  }
  await client.end();
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
