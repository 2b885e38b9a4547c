import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { challenges } from '../../db/schema/scores.ts';
import { counts, makeChart, makeUser, rows, submission } from './scores.test-helpers.ts';

// POST /api/scores (formats.md §6.2; docs/decisions/0019) on PGlite, or PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let hash: string;
let beatmapId: number;
beforeAll(async () => {
  t = await buildTestApp();
  ({ hash, beatmapId } = await makeChart(t.app));
});
afterAll(async () => t?.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/scores', payload: payload as object, headers });

describe('POST /api/scores', () => {
  it('refuses anonymous callers with 401 and stores nothing', async () => {
    const before = await counts(t.db.db);
    const res = await post(submission(hash));
    expect(res.statusCode).toBe(401);
    expect(await counts(t.db.db)).toEqual(before);
  });

  it('stores a score, creates the profile (name = username) and the leaderboard, and queues its rank job', async () => {
    const user = await makeUser(t.app);
    const res = await post(submission(hash, { baseScore: 61_000, modifiedScore: 62_000 }), user.headers);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.score).toMatchObject({ base_score: 61_000, modified_score: 62_000, notes_hit: 90, rank: 0 });
    expect(body.leaderboard).toMatchObject({
      hash,
      difficulty: 3,
      mode: 0,
      challenge: 0,
      beatmap_id: beatmapId,
    });
    expect(body.leaderboard.max_combo).toBe(100); // the chart's Expert note count
    const [profile] = await rows(
      t.db.db,
      sql`select id, name from leaderboard_profiles where user_id = ${user.id}`,
    );
    expect(profile).toMatchObject({ name: user.username, id: body.score.profile_id });
    const jobs = await rows(t.db.db, sql`select payload from jobs where kind = 'leaderboard-ranks'`);
    expect(jobs.map((j) => j.payload)).toContainEqual({ leaderboardId: body.leaderboard.id });

    await t.app.jobs.drained();
    const [ranked] = await rows(
      t.db.db,
      sql`select rank, rank_combined from scores where id = ${body.score.id}`,
    );
    expect(Number(ranked!.rank)).toBeGreaterThan(0);
    const rankingJobs = await rows(
      t.db.db,
      sql`select run_at > now() as later from jobs where kind = 'rankings'`,
    );
    expect(rankingJobs.length).toBeGreaterThan(0);
    expect(rankingJobs.every((j) => j.later === true)).toBe(true);
  });

  it('accepts a personal API token (Bearer shp_…)', async () => {
    const user = await makeUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      payload: { name: 'game' },
      headers: user.headers,
    });
    expect(created.statusCode).toBe(201);
    const secret = created.json().secret as string;
    expect(secret.startsWith('shp_')).toBe(true);
    const res = await post(submission(hash, { baseScore: 1234, modifiedScore: 1234 }), {
      authorization: `Bearer ${secret}`,
    });
    expect(res.statusCode).toBe(201);
    const bad = await post(submission(hash), { authorization: 'Bearer shp_nottherealone' });
    expect(bad.statusCode).toBe(401);
  });

  it('answers a replay with the stored score (200) and stores nothing new', async () => {
    const user = await makeUser(t.app);
    const body = submission(hash, { baseScore: 777, modifiedScore: 777 });
    const first = await post(body, user.headers);
    expect(first.statusCode).toBe(201);
    const before = await counts(t.db.db);
    const again = await post(body, user.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().score.id).toBe(first.json().score.id);
    expect(await counts(t.db.db)).toEqual(before);
    // The same payload from another player is their own score.
    const other = await makeUser(t.app);
    expect((await post(body, other.headers)).statusCode).toBe(201);
  });

  it('accepts an OST map by its hash, and percents that sum to 100 within a float epsilon', async () => {
    const ost = await makeChart(t.app, { ost: true, published: false, noteCounts: { Expert: 50 } });
    const user = await makeUser(t.app);
    const res = await post(
      submission(
        ost.hash,
        {
          notesHit: 50,
          maxCombo: 50,
          perfectHitPercent: 33.3333334,
          goodHitPercent: 33.3333333,
          poorHitPercent: 33.3333334,
        },
        { maxCombo: 50 },
      ),
      user.headers,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().leaderboard.beatmap_id).toBe(ost.beatmapId);
  });
});

describe('POST /api/scores rejections (4xx naming the field, nothing stored)', () => {
  const cases: [string, () => Promise<unknown>, number, string][] = [
    [
      'unknown difficulty',
      async () => submission(hash, {}, { difficulty: 7 }),
      400,
      'leaderboardInfo.difficulty',
    ],
    ['unknown mode', async () => submission(hash, {}, { mode: 2 }), 400, 'leaderboardInfo.mode'],
    [
      'modifier bit outside the mask',
      async () => submission(hash, { modifiers: 65536 + 16 }),
      400,
      'scoreInfo.modifiers',
    ],
    [
      'a negative modifiers mask',
      async () => submission(hash, { modifiers: -1 }),
      400,
      'scoreInfo.modifiers',
    ],
    [
      'a percent above 100',
      async () => submission(hash, { goodHitPercent: 100.5 }),
      400,
      'scoreInfo.goodHitPercent',
    ],
    [
      'a negative percent',
      async () => submission(hash, { poorHitPercent: -1 }),
      400,
      'scoreInfo.poorHitPercent',
    ],
    [
      'percents summing above 100',
      async () => submission(hash, { perfectHitPercent: 70, goodHitPercent: 20, poorHitPercent: 10.01 }),
      400,
      'scoreInfo.perfectHitPercent',
    ],
    [
      'maxCombo above notesHit',
      async () => submission(hash, { notesHit: 40, maxCombo: 41 }),
      400,
      'scoreInfo.maxCombo',
    ],
    [
      'a missing scoreInfo field',
      async () => ({ ...submission(hash), scoreInfo: { baseScore: 1 } }),
      400,
      'scoreInfo.notesHit',
    ],
    [
      'notesHit above the chart’s notes',
      async () => submission(hash, { notesHit: 101, maxCombo: 10 }),
      422,
      'scoreInfo.notesHit',
    ],
    [
      'baseScore above the chart maximum',
      async () => submission(hash, { baseScore: 100_001 }),
      422,
      'scoreInfo.baseScore',
    ],
    [
      'modifiedScore above twice the maximum',
      async () => submission(hash, { modifiedScore: 200_001 }),
      422,
      'scoreInfo.modifiedScore',
    ],
    ['an unknown hash', async () => submission('f'.repeat(64)), 404, 'leaderboardInfo.songHash'],
    ['a hash that is not a hash', async () => submission('not a hash!'), 400, 'leaderboardInfo.songHash'],
    [
      'an unpublished beatmap',
      async () => submission((await makeChart(t.app, { published: false })).hash),
      404,
      'leaderboardInfo.songHash',
    ],
    [
      'a beatmap version in draft mode',
      async () => submission((await makeChart(t.app, { productionMode: false })).hash),
      422,
      'leaderboardInfo.songHash',
    ],
    [
      'a difficulty the map lacks',
      async () => submission(hash, {}, { difficulty: 4 }),
      422,
      'leaderboardInfo.difficulty',
    ],
    [
      'an unknown challenge',
      async () => submission(hash, {}, { challenge: 99 }),
      422,
      'leaderboardInfo.challenge',
    ],
  ];

  it.each(cases)('%s → %i naming %s', async (_label, make, status, field) => {
    const user = await makeUser(t.app);
    const body = await make();
    const before = await counts(t.db.db);
    const res = await post(body, user.headers);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toContain(field);
    expect(await counts(t.db.db)).toEqual(before);
  });

  it('caps later scores by the stored maximum, not the one a submission claims', async () => {
    const user = await makeUser(t.app);
    expect((await post(submission(hash), user.headers)).statusCode).toBeLessThan(300);
    const before = await counts(t.db.db);
    const res = await post(
      submission(hash, { baseScore: 150_000, modifiedScore: 150_000 }, { maxScore: 1_000_000 }),
      user.headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('scoreInfo.baseScore');
    expect(await counts(t.db.db)).toEqual(before);
  });

  it('accepts a known challenge as its own leaderboard', async () => {
    const now = Date.now();
    await t.db.db.insert(challenges).values({
      id: 42,
      name: 'Weekly',
      startsAt: new Date(now - 86_400_000),
      endsAt: new Date(now + 86_400_000),
    });
    const user = await makeUser(t.app);
    const res = await post(submission(hash, {}, { challenge: 42 }), user.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json().leaderboard.challenge).toBe(42);
  });
});
