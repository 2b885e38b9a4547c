import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { recomputeRankings } from './index.ts';
import { counts, makeChart, makeUser, rows, submission } from './scores.test-helpers.ts';

// The map hash of a score is made canonical where it enters (formats.md §1.6: 64 lower-case hex;
// docs/decisions/0046): another spelling of a published map's hash finds the same leaderboard and
// never opens a second one. PGlite, or PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A published chart whose hash has letters (so its upper-case spelling differs). */
const letteredChart = () => makeChart(t.app, { hash: `abcdef${randomBytes(29).toString('hex')}` });

const post = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/scores', payload: payload as object, headers });

const boardsOf = (hash: string) =>
  rows(
    t.db.db,
    sql`select id, hash, max_score from leaderboards where lower(hash) = ${hash.toLowerCase()} order by id`,
  );

describe('POST /api/scores: the map hash is canonical', () => {
  it('an upper-case copy of a published hash lands on the same leaderboard, stored lower-case', async () => {
    const { hash } = await letteredChart();
    const honest = await makeUser(t.app);
    const first = await post(submission(hash), honest.headers);
    expect(first.statusCode, first.body).toBe(201);

    const forger = await makeUser(t.app);
    const variants = [hash.toUpperCase(), `${hash.slice(0, 10).toUpperCase()}${hash.slice(10)}`, ` ${hash} `];
    for (const [i, variant] of variants.entries()) {
      const res = await post(
        submission(variant, { baseScore: 90_000 + i, modifiedScore: 90_000 + i }, { maxScore: 1_500_000 }),
        forger.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().leaderboard).toMatchObject({
        id: first.json().leaderboard.id,
        hash,
        max_score: 100_000,
      });
    }
    const boards = await boardsOf(hash);
    expect(boards).toHaveLength(1);
    expect(boards[0]).toMatchObject({ hash, max_score: 100_000 });
  });

  it('a forged maximum on a variant spelling cannot carry a score past the real one', async () => {
    const { hash } = await letteredChart();
    const honest = await makeUser(t.app);
    expect((await post(submission(hash), honest.headers)).statusCode).toBe(201);
    const forger = await makeUser(t.app);
    const before = await counts(t.db.db);
    const res = await post(
      submission(
        hash.toUpperCase(),
        { baseScore: 1_500_000, modifiedScore: 1_500_000 },
        { maxScore: 1_900_000 },
      ),
      forger.headers,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('scoreInfo.baseScore');
    expect(await counts(t.db.db)).toEqual(before);
  });

  it('an upper-case hash on a fresh chart opens its board under the lower-case hash', async () => {
    const { hash } = await letteredChart();
    const user = await makeUser(t.app);
    const res = await post(submission(hash.toUpperCase()), user.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().leaderboard.hash).toBe(hash);
    const again = await post(submission(hash, { baseScore: 1 }), user.headers);
    expect(again.json().leaderboard.id).toBe(res.json().leaderboard.id);
  });

  it('a replay spelled in upper case is the same submission (stored once)', async () => {
    const { hash } = await letteredChart();
    const user = await makeUser(t.app);
    const first = await post(submission(hash), user.headers);
    expect(first.statusCode).toBe(201);
    const replay = await post(submission(hash.toUpperCase()), user.headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().score.id).toBe(first.json().score.id);
  });

  it.each([
    ['63 hex digits', 'a'.repeat(63)],
    ['65 hex digits', 'a'.repeat(65)],
    ['a letter past f', `${'a'.repeat(63)}g`],
    ['a full-width digit (NFKC would make it hex)', `${'a'.repeat(63)}\uFF11`],
  ])('refuses %s with 400 naming leaderboardInfo.songHash', async (_label, bad) => {
    const user = await makeUser(t.app);
    const before = await counts(t.db.db);
    const res = await post(submission(bad), user.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('leaderboardInfo.songHash');
    expect(await counts(t.db.db)).toEqual(before);
  });

  it("takes a new board's song name, artist, mapper and BPM from the beatmap, not the submission", async () => {
    const { hash } = await letteredChart();
    await t.db.db.execute(sql`update beatmap_versions set bpm = 174.5 where hash = ${hash}`);
    const [version] = await rows(
      t.db.db,
      sql`select title, artist, mapper, bpm from beatmap_versions where hash = ${hash}`,
    );
    const user = await makeUser(t.app);
    const res = await post(
      submission(
        hash,
        {},
        {
          songName: 'FREE SKINS',
          songAuthorName: 'spam',
          levelAuthorName: 'spam',
          songSubName: 'x',
          bpm: 9999,
        },
      ),
      user.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().leaderboard).toMatchObject({
      song_name: version!.title,
      song_sub_name: '',
      song_author_name: version!.artist,
      level_author_name: version!.mapper,
      bpm: Number(version!.bpm),
    });
  });

  it("refuses a first submission whose maxScore is beyond the chart's notes × the per-note ceiling", async () => {
    const { hash } = await letteredChart(); // 100 Expert notes
    const user = await makeUser(t.app);
    const before = await counts(t.db.db);
    const res = await post(submission(hash, {}, { maxScore: 2_147_483_647 }), user.headers);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('leaderboardInfo.maxScore');
    expect(await counts(t.db.db)).toEqual(before);
  });

  it('case variants of one hash cannot carry a new account above a better player in the rankings', async () => {
    const { hash } = await letteredChart();
    const perfect = { perfectHitPercent: 100, goodHitPercent: 0, poorHitPercent: 0 };
    const honest = await makeUser(t.app);
    const real = await post(
      submission(hash, { ...perfect, baseScore: 95_000, modifiedScore: 95_000 }),
      honest.headers,
    );
    expect(real.statusCode).toBe(201);
    const forger = await makeUser(t.app);
    // 'abcdef…': upper-casing the first k letters gives a new spelling each time.
    for (let k = 1; k <= 6; k++) {
      const variant = `${hash.slice(0, k).toUpperCase()}${hash.slice(k)}`;
      const res = await post(
        submission(variant, { ...perfect, baseScore: 50_000 + k, modifiedScore: 50_000 + k }),
        forger.headers,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.app.jobs.drained();
    await recomputeRankings(t.db.db, [{ mode: 0, difficulty: 3 }]);
    const ranked = await rows(
      t.db.db,
      sql`select p.user_id, r.rank from rankings r join leaderboard_profiles p on p.id = r.profile_id
          where r.season_id = 0 and r.mode = 0 and r.difficulty = 3 and r.modifiers = 0
            and p.user_id in (${honest.id}, ${forger.id})`,
    );
    const rankOf = (userId: number) => Number(ranked.find((r) => Number(r.user_id) === userId)!.rank);
    expect(rankOf(honest.id)).toBeLessThan(rankOf(forger.id));
    expect(await boardsOf(hash)).toHaveLength(1);
  });
});
