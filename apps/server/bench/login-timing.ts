/**
 * Prints how long a failed sign-in takes for an unknown username and for a known username with a
 * wrong password (ms, median and p90 over `ROUNDS` interleaved attempts through `app.inject`), so
 * the two can be compared: they should cost the same (one argon2id verification each), or response
 * times reveal which usernames exist. A script rather than a timed test (speed is measured, never
 * asserted). Run: `npx tsx apps/server/bench/login-timing.ts [rounds]` (default 40).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { openDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { createUser } from '../src/modules/auth/index.ts';

const ROUNDS = Number(process.argv[2] ?? 40);

const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-login-timing-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' });
const db = await openDb({});
const app = await buildApp({ config, db, storage: new LocalStorage(join(dataDir, 'files')), logger: false });
await app.ready();

// One account per round, so no account reaches the per-account limit of failed sign-ins; a new
// client address per attempt, so the per-IP limit never answers instead of the password check.
for (let i = 0; i < ROUNDS; i++)
  await createUser(app.db, {
    username: `timing${i}`,
    email: `timing${i}@example.com`,
    password: 'right one',
  });

async function attempt(username: string, address: string): Promise<number> {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'wrong password' },
    remoteAddress: address,
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 401) throw new Error(`expected 401, got ${res.statusCode}: ${res.body}`);
  return ms;
}

// Warm-up (first request, JIT) with a known account, so the first unknown name measured still shows
// whether it pays for anything more than its one verification.
await createUser(app.db, { username: 'warmup', email: 'warmup@example.com', password: 'right one' });
await attempt('warmup', '10.2.0.1');

const unknown: number[] = [];
const wrongPassword: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  // Alternate which goes first so neither profits from a warm cache.
  const pair = [
    async () => unknown.push(await attempt(`nobody${i}`, `10.0.${i % 250}.1`)),
    async () => wrongPassword.push(await attempt(`timing${i}`, `10.1.${i % 250}.1`)),
  ];
  if (i % 2) pair.reverse();
  for (const run of pair) await run();
}

function stats(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `first ${values[0]!.toFixed(1)} ms, median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms`;
}
console.log(`failed sign-ins, ${ROUNDS} each:`);
console.log(`  unknown username: ${stats(unknown)}`);
console.log(`  wrong password:   ${stats(wrongPassword)}`);

await app.close();
await db.close();
rmSync(dataDir, { recursive: true, force: true });
