import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { openDb, pgliteDirOf } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { seedDemoBeatmaps } from '../src/scripts/demo-content.ts';

/**
 * `npm run bench`: seeds a catalogue (BENCH_BEATMAPS, default 300) into a fresh PGlite (or
 * DATABASE_URL), serves it on loopback, and prints throughput and latency of the read paths.
 * Figures only; nothing here passes or fails (design.md §5).
 */
async function main(): Promise<void> {
  const n = Number(process.env.BENCH_BEATMAPS ?? 300);
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_CONTENT: 'false' });
  const db = await openDb({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  const storage = new LocalStorage(join(dataDir, 'files'));
  const app = await buildApp({ config, db, storage, logger: false });
  const seedStart = performance.now();
  await seedDemoBeatmaps(app, n);
  const seedS = (performance.now() - seedStart) / 1000;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const lastPage = Math.max(1, Math.ceil(n / 24));

  console.log(
    `\nSynthhub bench — ${n} beatmaps on ${db.kind}, ${seconds} s per path, 10 connections, loopback`,
  );
  console.log(
    `upload path (seeding through readSynth + sharp + storage + rows): ${(n / seedS).toFixed(1)} beatmaps/s`,
  );
  const paths: [string, string][] = [
    ['list, page 1', '/api/beatmaps?page=1&limit=24'],
    [`list, page ${lastPage}`, `/api/beatmaps?page=${lastPage}&limit=24`],
    ['detail', '/api/beatmaps/1'],
    ['cover 250 px', '/api/beatmaps/1/cover?size=250'],
    ['download', '/api/beatmaps/1/download'],
  ];
  console.log('\n| path | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  for (const [name, path] of paths) {
    const r = await autocannon({ url: base + path, connections: 10, duration: seconds });
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    );
  }
  const mem = process.memoryUsage();
  console.log(
    `\nserver process memory: rss ${(mem.rss / 2 ** 20).toFixed(0)} MiB, heap ${(mem.heapUsed / 2 ** 20).toFixed(0)} MiB`,
  );
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
