import { count, countDistinct } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBeatmap, insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import {
  avatars,
  beatmaps,
  demoSeed,
  demoSeedItems,
  leaderboardProfiles,
  newsPosts,
  leaderboards,
  playlists,
  scores,
  stages,
} from '../../db/schema/index.ts';
import { DEMO_MAPPERS, DEMO_PLAYERS, seedDemoBeatmaps } from './demo-content.ts';
import { seedDemoContent } from './demo-seed.ts';
import { DEMO_POSTS } from './news.demo-posts.ts';

const LEADERBOARDS = { ost: 4, profiles: 30, accounts: 2 }; // 4 OST entries: both challenges
const COUNTS = { beatmaps: 8, playlists: 2, stages: 2, avatars: 2, leaderboards: LEADERBOARDS };

/**
 * A signal that reads "not aborted" `reads` times and "aborted" after, like a SIGINT that arrives
 * once a given number of items have started: each worker reads it before taking an item.
 */
function abortAfterReads(reads: number): AbortSignal {
  let left = reads;
  return {
    get aborted() {
      return left-- <= 0;
    },
  } as AbortSignal;
}

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

async function rows(table: typeof beatmaps | typeof playlists | typeof stages | typeof avatars) {
  const [row] = await t.app.db.select({ n: count() }).from(table as typeof beatmaps);
  return row!.n;
}

describe('seedDemoContent', () => {
  it('resumes an interrupted first start: every item exactly once, leftovers remade, admin can sign in', async () => {
    // First start, interrupted after 5 beatmaps had started (1 read by the step, 5 by the workers).
    const first = await seedDemoContent(t.app, COUNTS, abortAfterReads(6));
    expect(first).toMatchObject({ interrupted: true, beatmaps: 5, playlists: 0, stages: 0, avatars: 0 });
    expect(first.admin?.username).toBe('admin');
    // The process was killed between an upload and its ledger row: demo beatmap 6 exists, unrecorded.
    await seedDemoBeatmaps(t.app, 1, 6);
    expect(await rows(beatmaps)).toBe(6);

    const second = await seedDemoContent(t.app, COUNTS);
    expect(second).toMatchObject({ interrupted: false, admin: null, beatmaps: 3, playlists: 2, stages: 2 });
    expect(second.scores).toBeGreaterThan(100);
    const [b] = await t.app.db.select({ n: count(), hashes: countDistinct(beatmaps.hash) }).from(beatmaps);
    const catalogue = COUNTS.beatmaps + LEADERBOARDS.ost; // the OST entries are beatmaps rows too
    expect(b).toEqual({ n: catalogue, hashes: catalogue });
    expect(await rows(playlists)).toBe(COUNTS.playlists);
    expect(await rows(stages)).toBe(COUNTS.stages);
    expect(await rows(avatars)).toBe(COUNTS.avatars);
    const [profiles] = await t.app.db.select({ n: count() }).from(leaderboardProfiles);
    expect(profiles!.n).toBe(DEMO_MAPPERS.length + DEMO_PLAYERS.length + LEADERBOARDS.profiles);
    const [ledger] = await t.app.db.select({ n: count() }).from(demoSeedItems);
    // admin, beatmaps, players, playlists, stages, avatars, the reviews, leaderboards, events, news and mods items.
    expect(ledger!.n).toBe(1 + COUNTS.beatmaps + DEMO_PLAYERS.length + 2 + 2 + 2 + 1 + 1 + 1 + 1 + 1);
    const featured = (await t.app.inject({ url: '/api/events/featured' })).json();
    expect(featured).toMatchObject({ slug: 'best-of-2023', voting_state: 'open' });
    expect((await t.app.inject({ url: '/api/news/halloween22' })).statusCode).toBe(200);
    // Every chart of the 8 demo maps and the OST entries has a leaderboard per mode, once.
    const [boards] = await t.app.db.select({ n: count() }).from(leaderboards);
    const charts = await t.app.db.select({ d: beatmaps.difficulties }).from(beatmaps);
    const standard = (d: string[]) => d.filter((name) => name !== 'Custom').length;
    expect(boards!.n).toBe(charts.reduce((sum, c) => sum + standard(c.d) * 2, 0) + 4); // + 2 challenges × 2 boards
    const [scored] = await t.app.db.select({ n: count() }).from(scores);
    expect(scored!.n).toBe(second.scores);
    // The list shows the whole catalogue (the published total is kept by triggers through the removal);
    // the OST entries have no publish date, so they are not in it.
    expect((await t.app.inject({ url: '/api/beatmaps' })).json().total).toBe(COUNTS.beatmaps);
    // The password printed by the interrupted start still signs in; the resume pointed to the reset script.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: first.admin! });
    expect(login.statusCode).toBe(200);
    expect(vi.mocked(console.log).mock.calls.flat().join('\n')).toContain('reset-password admin');

    // A third start finds the seeding complete and does nothing.
    expect(await seedDemoContent(t.app, COUNTS)).toMatchObject({
      beatmaps: 0,
      scores: 0,
      interrupted: false,
    });
  });

  it('gives a demo site seeded before the news step its news and archive, once', async () => {
    const admin = await insertUser(t.app, 'admin');
    await t.app.db.insert(demoSeed).values({ id: 1, completedAt: new Date() });
    await t.app.db.insert(demoSeedItems).values({ kind: 'admin', n: 0, itemId: admin.id });
    await seedDemoContent(t.app, COUNTS);
    await seedDemoContent(t.app, COUNTS);
    const [posts] = await t.app.db.select({ n: count() }).from(newsPosts);
    expect(posts!.n).toBe(DEMO_POSTS.length);
    expect((await t.app.inject({ url: '/api/news/2023/golf-event' })).json().author).toMatchObject({
      username: 'admin',
    });
    expect(await rows(beatmaps)).toBe(0);
  });

  it('leaves a database that has beatmaps but no seeding record alone (a site older than the record)', async () => {
    const user = await insertUser(t.app, 'RealMapper');
    await insertBeatmap(t.app, user.id);
    expect(await seedDemoContent(t.app, COUNTS)).toMatchObject({ admin: null, beatmaps: 0 });
    expect(await rows(beatmaps)).toBe(1);
  });

  it('keeps items of accounts outside the demo domain when it removes leftovers', async () => {
    await seedDemoContent(t.app, COUNTS, abortAfterReads(3));
    const user = await insertUser(t.app, 'RealMapper');
    await insertBeatmap(t.app, user.id);
    await seedDemoContent(t.app, COUNTS);
    expect(await rows(beatmaps)).toBe(COUNTS.beatmaps + LEADERBOARDS.ost + 1);
  });
});
