import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { seedDemoContent } from '../src/scripts/demo/demo-seed.ts';

/** Messages the bench runner and this server process exchange over IPC. */
export type ServeMessage =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rssMiB: number; peakRssMiB: number; heapMiB: number }
  | { type: 'cpu'; ms: number }
  | { type: 'loop'; p99Ms: number; maxMs: number }
  | { type: 'collected' }
  | { type: 'failed'; error: string };

/**
 * The server under test, in its own process (started by bench/run.ts with `fork`): opens the bench
 * database (BENCH_DB_URL for PostgreSQL, else the PGlite folder BENCH_PGLITE_DIR), builds the real
 * app with logging off, listens on a free loopback port and reports it. Answers 'memory' with its
 * own RSS (now and peak) and heap, 'cpu' with the CPU time it used so far, 'loop' with its
 * event-loop delay (p99 and max, ms) since the last 'loop', 'collect' with 'collected' after a full
 * garbage collection, and closes on 'stop'. Running apart keeps autocannon's own CPU out of the server's
 * event loop. BENCH_DEMO_BEATMAPS=<n> (used by `npm run loadtest`) first seeds the demo catalogue
 * (n beatmaps through the real upload path, with their files, plus demo playlists, stages, avatars)
 * as `npm start` does on an empty database. The built web app (WEB_DIST) is served when present.
 */
async function main(): Promise<void> {
  const send = (message: ServeMessage) => process.send?.(message);
  const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-bench-serve-'));
  const databaseUrl = process.env.BENCH_DB_URL;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_CONTENT: 'false',
    // The load test's feed clients name their own addresses (X-Forwarded-For from 127.0.0.1), so
    // per-address budgets count them apart (loadtest/abuse.ts; docs/decisions/0047).
    TRUST_PROXY: 'loopback',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // `npm run bench` measures with the read models on and off (run.ts; docs/decisions/0049).
    ...(process.env.MEMORY_INDEXES ? { MEMORY_INDEXES: process.env.MEMORY_INDEXES } : {}),
  });
  const db = await openDb({ databaseUrl, pgliteDir: databaseUrl ? undefined : process.env.BENCH_PGLITE_DIR });
  const app = await buildApp({
    config,
    db,
    storage: new LocalStorage(join(dataDir, 'files')),
    logger: false,
  });
  const demoBeatmaps = Number(process.env.BENCH_DEMO_BEATMAPS ?? 0);
  if (demoBeatmaps > 0) await seedDemoContent(app, { beatmaps: demoBeatmaps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // As server.ts does at start (docs/decisions/0039); here awaited, so measuring starts on a loaded index.
  await app.readModels.warm((name, error) => {
    throw new Error(`the read model ${name} did not load`, { cause: error });
  });
  const address = app.server.address();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
  // The runner went away (crashed or was killed): do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (message: { type: string }) => {
    if (message.type === 'cpu') {
      const cpu = process.cpuUsage();
      send({ type: 'cpu', ms: (cpu.user + cpu.system) / 1000 });
    } else if (message.type === 'loop') {
      // Event-loop delay since the last 'loop' message: how long a ready callback waited.
      send({ type: 'loop', p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 });
      loop.reset();
    } else if (message.type === 'collect') {
      // A full collection between lines (bench/run.ts): started with --expose-gc by server-process.ts.
      (globalThis as { gc?: () => void }).gc?.();
      send({ type: 'collected' });
    } else if (message.type === 'memory') {
      const mem = process.memoryUsage();
      const peakRssMiB = process.resourceUsage().maxRSS / 1024;
      send({ type: 'memory', rssMiB: mem.rss / 2 ** 20, peakRssMiB, heapMiB: mem.heapUsed / 2 ** 20 });
    } else if (message.type === 'stop') {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

main().catch((error: unknown) => {
  process.send?.({ type: 'failed', error: String(error) } satisfies ServeMessage);
  console.error(error);
  process.exit(1);
});
