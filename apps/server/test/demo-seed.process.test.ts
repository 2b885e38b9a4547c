// Process-level tests of an interrupted first start (README "Quick start"): the real server in a
// child process is stopped by SIGINT or killed by SIGKILL while it seeds demo content, then
// started again on the same data, which must end with the full demo catalogue exactly once. The
// database is made migrated beforehand (server-process.ts migratedDatabase): the subject here is
// the demo seeding, which runs on the first start all the same.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MAPPERS, DEMO_PLAYERS } from '../src/scripts/demo/demo-content.ts';
import { DEMO_LEADERBOARD_DEFAULTS } from '../src/scripts/demo/leaderboards.demo.ts';
import { freePort, type LoggedChild, spawnLogged } from './child-process.ts';
import { migratedDatabase } from './server-process.ts';

const SERVER = resolve(import.meta.dirname, '../src/server.ts');
/** Demo sizes: 16 beatmaps (progress logged every 2nd) leave room to stop the seed part-way. */
const COUNTS = { beatmaps: 16, playlists: 3, stages: 3, avatars: 3 };

let dataDir: string;
let env: NodeJS.ProcessEnv;
let dropDatabase: (() => Promise<void>) | undefined;
const children: LoggedChild[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'synthhub-seed-process-'));
  env = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    WEB_DIST: join(dataDir, 'no-web'),
    LOG_LEVEL: 'info',
    DEMO_CONTENT: 'true',
    DEMO_BEATMAPS: String(COUNTS.beatmaps),
    DEMO_PLAYLISTS: String(COUNTS.playlists),
    DEMO_STAGES: String(COUNTS.stages),
    DEMO_AVATARS: String(COUNTS.avatars),
    STORAGE_SWEEP_INTERVAL_MIN: '0',
  };
  delete env.DATABASE_URL;
  // On PostgreSQL the server gets a database of its own, dropped afterwards.
  const scratch = await migratedDatabase(dataDir, process.env.TEST_DATABASE_URL, 'synthhub_seed');
  if (scratch) {
    env.DATABASE_URL = scratch.url;
    dropDatabase = () => scratch.drop({ force: true });
  }
});

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.proc.exitCode === null && child.proc.signalCode === null) child.proc.kill('SIGKILL');
    await child.exited;
  }
  await dropDatabase?.();
  dropDatabase = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(): LoggedChild {
  const child = spawnLogged(process.execPath, ['--import', 'tsx', SERVER], { env });
  children.push(child);
  return child;
}

async function getJson(path: string): Promise<{ total: number; data: { hash?: string }[] }> {
  const res = await fetch(`http://127.0.0.1:${env.PORT}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as { total: number; data: { hash?: string }[] };
}

/** The second start: it finishes the seeding, listens, and the site holds every demo item once. */
async function expectFullDemoAfterRestart(): Promise<LoggedChild> {
  const second = startServer();
  const resumed = await second.waitFor(new RegExp(`\\((\\d+) of ${COUNTS.beatmaps} made before\\)`), 120_000);
  // The first start was stopped part-way through the beatmaps.
  expect(Number(resumed[1])).toBeGreaterThan(0);
  expect(Number(resumed[1])).toBeLessThan(COUNTS.beatmaps);
  await second.waitFor(/Server listening/, 120_000);
  const list = await getJson(`/api/beatmaps?limit=100`);
  expect(list.total).toBe(COUNTS.beatmaps);
  expect(new Set(list.data.map((b) => b.hash)).size).toBe(COUNTS.beatmaps);
  // The OST entries (no file, no publish date) are listed by the OST query of formats.md §6.2.
  const ost = await getJson('/api/beatmaps?s={"published":{"$or":[true,false]},"ost":true}');
  expect(ost.total).toBe(DEMO_LEADERBOARD_DEFAULTS.ost);
  expect((await getJson('/api/playlists')).total).toBe(COUNTS.playlists);
  expect((await getJson('/api/models/stages')).total).toBe(COUNTS.stages);
  expect((await getJson('/api/models/avatars')).total).toBe(COUNTS.avatars);
  expect((await getJson('/api/leaderboard-profiles?limit=100')).total).toBe(
    DEMO_MAPPERS.length + DEMO_PLAYERS.length + DEMO_LEADERBOARD_DEFAULTS.profiles,
  );
  expect(second.output()).toMatch(
    /demo leaderboards: \d+ boards \(12 OST entries\), 400 profiles, [1-9]\d{4,} scores/,
  );
  // Its password was printed by the first start; this one says how to get a new one.
  expect(second.output()).toContain('npm run admin -- reset-password admin');
  second.proc.kill('SIGINT');
  expect(await second.exited).toEqual({ code: 0, signal: null });
  return second;
}

describe('an interrupted first start', () => {
  it('stops promptly on SIGINT while seeding, and the next start finishes the demo content', async () => {
    const first = startServer();
    await first.waitFor(new RegExp(`demo beatmaps: 8/${COUNTS.beatmaps}`), 120_000);
    const signalled = Date.now();
    first.proc.kill('SIGINT');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(first.output()).toMatch(/Demo admin account: username "admin", password "[\w-]+"/);
    expect(first.output()).toContain('the next start finishes it');
    expect(first.output()).not.toContain('Server listening');
    await expectFullDemoAfterRestart();
  }, 240_000);

  it('stops promptly on SIGINT during the demo leaderboards, and the next start has them exactly once', async () => {
    const first = startServer();
    await first.waitFor(/creating the demo leaderboards/, 180_000);
    const signalled = Date.now();
    first.proc.kill('SIGINT');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    const second = startServer();
    await second.waitFor(/Server listening/, 180_000);
    // The first start rolled them back (it checks the signal between phases); the second made them once.
    expect(first.output()).not.toMatch(/demo leaderboards: \d+ boards/);
    expect(first.output()).toContain('the next start finishes it');
    expect(second.output().match(/demo leaderboards: \d+ boards/g) ?? []).toHaveLength(1);
    const ost = await getJson('/api/beatmaps?s={"published":{"$or":[true,false]},"ost":true}');
    expect(ost.total).toBe(DEMO_LEADERBOARD_DEFAULTS.ost);
    expect((await getJson('/api/leaderboard-profiles?limit=100')).total).toBe(
      DEMO_MAPPERS.length + DEMO_PLAYERS.length + DEMO_LEADERBOARD_DEFAULTS.profiles,
    );
    second.proc.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
  }, 360_000);

  it('survives SIGKILL while seeding: the next start removes half-made items and finishes', async () => {
    const first = startServer();
    await first.waitFor(new RegExp(`demo beatmaps: 8/${COUNTS.beatmaps}`), 120_000);
    first.proc.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    await expectFullDemoAfterRestart();
  }, 240_000);
});
