/**
 * Score submission throughput with ranks kept current (docs/decisions/0019). Builds the real app
 * on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, a scratch database created and dropped) or PGlite in memory,
 * with the job worker polling every 100 ms; makes `SCORE_BENCH_PLAYERS` users (default 400) and
 * `SCORE_BENCH_BOARDS` charts (default 20), then posts `SCORE_BENCH_SUBMISSIONS` scores (default
 * 2000) through `app.inject` at `SCORE_BENCH_CONCURRENCY` (default 32) at once. Prints submissions
 * per second, p50/p99 latency (ms), and how long after the last answer every leaderboard's ranks
 * were right (no pending rank job; rank_combined 1…n over the n profiles of each board). Figures
 * only; nothing passes or fails. Run by `npm run bench` after its read lines, or alone:
 * `npm run bench:scores`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { beatmaps, beatmapVersions, users } from '../src/db/schema/index.ts';
import { openDb } from '../src/db/client.ts';
import { loadConfig } from '../src/env.ts';
import { RATE_LIMIT_DEFAULTS, RATE_LIMIT_NAMES } from '../src/lib/http/rate-limits.ts';
import { LocalStorage } from '../src/lib/storage/local-storage.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PLAYERS = num('SCORE_BENCH_PLAYERS', 400);
const BOARDS = num('SCORE_BENCH_BOARDS', 20);
const SUBMISSIONS = num('SCORE_BENCH_SUBMISSIONS', 2000);
const CONCURRENCY = num('SCORE_BENCH_CONCURRENCY', 32);

// Part of `npm run bench` (after bench/run.ts): skipped when BENCH_ONLY names other lines or BENCH_SCORES=0.
const only = process.env.BENCH_ONLY;
if ((only && !'score submissions'.includes(only)) || process.env.BENCH_SCORES === '0') process.exit(0);
console.log('\nScore submissions (POST /api/scores through app.inject) with ranks kept current:\n');

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'synthhub_score_bench') : null;
const db = await openDb(scratch ? { databaseUrl: scratch.url } : {});
const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-score-bench-'));
const rateLimits = structuredClone(RATE_LIMIT_DEFAULTS);
for (const name of RATE_LIMIT_NAMES)
  rateLimits[name] = { ...rateLimits[name], perIp: 1_000_000, perAccount: 1_000_000 };
const config = loadConfig(
  { DATA_DIR: dataDir, DEMO_CONTENT: 'false', LOG_LEVEL: 'silent' },
  { jobsPollMs: 100, rateLimits },
);
const app = await buildApp({ config, db, storage: new LocalStorage(join(dataDir, 'files')), logger: false });
await app.ready();
// SCORE_BENCH_JOBS=false: no worker while posting (the submission path alone); it starts after.
const jobsDuring = process.env.SCORE_BENCH_JOBS !== 'false';
if (jobsDuring) app.jobs.start();

const rows = async (query: ReturnType<typeof sql>) => {
  const result = await app.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
};

/** A player: a user row and an access token. */
async function makePlayer(i: number) {
  const username = `bench${i}`;
  const [row] = await app.db
    .insert(users)
    .values({ username, email: `${username}@example.test` })
    .returning();
  const token = await app.signAccessToken({ id: row!.id, username, admin: false });
  return { authorization: `Bearer ${token}` };
}

/** A published, production-mode beatmap with one version of 2000 Expert notes; answers its hash. */
async function makeChart(i: number, ownerId: number): Promise<string> {
  const hash = (i + 1).toString(16).padStart(8, '0').repeat(8);
  const common = {
    title: `Bench ${i}`,
    artist: 'A',
    mapper: 'M',
    hash,
    difficulties: ['Expert'],
    noteCounts: { Expert: 2000 },
  };
  const [map] = await app.db
    .insert(beatmaps)
    .values({ ...common, userId: ownerId, published: true, productionMode: true })
    .returning({ id: beatmaps.id });
  await app.db.insert(beatmapVersions).values({
    ...common,
    beatmapId: map!.id,
    version: 1,
    hashSource: 'bench',
    fileKey: `k${i}`,
    downloadKey: `d${i}`,
    downloadSize: 1,
    filesize: 1,
    filenameOriginal: 'x.synth',
    productionMode: true,
    published: true,
  });
  return hash;
}

const players: { authorization: string }[] = [];
for (let i = 0; i < PLAYERS; i++) players.push(await makePlayer(i));
const [owner] = await app.db.select({ id: users.id }).from(users).limit(1);
const charts: string[] = [];
for (let i = 0; i < BOARDS; i++) charts.push(await makeChart(i, owner!.id));

const latencies: number[] = [];
let next = 0;
let errors = 0;
const started = performance.now();
async function worker(): Promise<void> {
  while (next < SUBMISSIONS) {
    const i = next++;
    const score = 1000 + ((i * 7919) % 90_000);
    const body = {
      leaderboardInfo: {
        songHash: charts[i % BOARDS]!,
        songName: 'Bench',
        difficulty: 3,
        mode: 0,
        maxScore: 100_000,
        maxCombo: 2000,
        challenge: 0,
      },
      scoreInfo: {
        baseScore: score,
        modifiedScore: score,
        notesHit: 1000,
        modifiers: i % 3 === 0 ? 16 : 0,
        goodHitPercent: 20,
        poorHitPercent: 10,
        perfectHitPercent: 60,
        maxCombo: 500,
      },
    };
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/scores',
      payload: body,
      headers: players[i % PLAYERS]!,
    });
    latencies.push(performance.now() - t0);
    if (res.statusCode !== 201) errors++;
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const lastAnswer = performance.now();
app.jobs.start();

/** Every board ranked 1…n over its n profiles, and no rank job waiting. */
async function ranksRight(): Promise<boolean> {
  const [pending] = await rows(sql`select count(*)::int as n from jobs where kind = 'leaderboard-ranks'`);
  if (Number(pending!.n) > 0) return false;
  const wrong = await rows(
    sql`select l.id from leaderboards l
        where (select count(distinct profile_id) from scores s where s.leaderboard_id = l.id)
          <> (select count(distinct rank_combined) from scores s where s.leaderboard_id = l.id and s.rank_combined > 0)
           or l.score_count <> (select count(distinct profile_id) from scores s where s.leaderboard_id = l.id)`,
  );
  return wrong.length === 0;
}
while (!(await ranksRight())) await new Promise((resolve) => setTimeout(resolve, 20));
const ranked = performance.now();

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
const seconds = (lastAnswer - started) / 1000;
console.log(
  `| database | submissions | concurrency | boards | submissions/s | p50 ms | p99 ms | errors | ranks right after |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|`);
console.log(
  `| ${scratch ? 'PostgreSQL' : 'PGlite'} | ${SUBMISSIONS} | ${CONCURRENCY} | ${BOARDS} | ${(SUBMISSIONS / seconds).toFixed(0)} | ${pct(50).toFixed(1)} | ${pct(99).toFixed(1)} | ${errors} | ${(ranked - lastAnswer).toFixed(0)} ms |`,
);

await app.close();
await db.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
