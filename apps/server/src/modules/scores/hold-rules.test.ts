import { HOLD_THRESHOLDS } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { recomputeRankings } from './rankings.ts';
import { makeChart, makeUser, rows, submission } from './scores.test-helpers.ts';

// The hold checks of docs/decisions/0054 "Honest scores" at POST /api/scores, and that a held
// score counts nowhere: ranks, rankings, public lists, stats, what-if.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Player = Awaited<ReturnType<typeof makeUser>>;
const post = (player: Player, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/scores', payload: payload as object, headers: player.headers });

/** A player whose account and leaderboard profile are `days` old. */
async function playerAged(days: number): Promise<Player> {
  const player = await makeUser(t.app);
  await t.db.db.execute(
    sql`update users set created_at = now() - make_interval(days => ${days}) where id = ${player.id}`,
  );
  await t.db.db.execute(sql`insert into leaderboard_profiles (name, user_id, created_at)
    values (${player.username}, ${player.id}, now() - make_interval(days => ${days}))`);
  return player;
}

/** Accuracy 72.5 % (60 perfect, 20 good, 10 poor), the helper's default, at `score` points. */
const ordinary = (hash: string, score: number) =>
  submission(hash, { baseScore: score, modifiedScore: score });
/** Accuracy 99 %: 98 perfect, 2 good, 0 poor. */
const brilliant = (hash: string, score: number) =>
  submission(hash, {
    baseScore: score,
    modifiedScore: score,
    perfectHitPercent: 98,
    goodHitPercent: 2,
    poorHitPercent: 0,
  });

/** Posts three ordinary scores on fresh charts (the player's history). */
async function history(player: Player) {
  for (let i = 0; i < HOLD_THRESHOLDS.accuracyJump.minEarlierScores; i++) {
    const { hash } = await makeChart(t.app);
    expect((await post(player, ordinary(hash, 40_000 + i))).statusCode).toBe(201);
  }
}

const scoreRow = async (id: number) =>
  (
    await rows(
      t.db.db,
      sql`select held, held_reason, best, best_combined, rank, rank_combined
    from scores where id = ${id}`,
    )
  )[0]!;

describe('accuracy far above the history on a new account', () => {
  it('holds the score: held row, report in the queue, `held: true` in the answer, ranked nowhere', async () => {
    const player = await makeUser(t.app);
    await history(player);
    const { hash } = await makeChart(t.app);
    const res = await post(player, brilliant(hash, 90_000));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.held).toBe(true);
    expect(body.score.rank).toBe(0);
    const stored = await scoreRow(body.score.id);
    expect(stored).toMatchObject({ held: true, best: false, best_combined: false });
    expect(String(stored.held_reason)).toMatch(/^Accuracy jump on a new account: accuracy 99\.00 %/);
    const reports = await rows(
      t.db.db,
      sql`select kind, target_kind, status, message from reports
      where target_id = ${body.score.id} and target_kind = 'score'`,
    );
    expect(reports).toEqual([
      expect.objectContaining({
        kind: 'score',
        status: 'open',
        message: expect.stringContaining('Accuracy jump'),
      }),
    ]);

    // The replay answers the same held score.
    const replay = await post(player, brilliant(hash, 90_000));
    expect([replay.statusCode, replay.json().held, replay.json().score.id]).toEqual([
      200,
      true,
      body.score.id,
    ]);

    await t.app.jobs.drained();
    expect(await scoreRow(body.score.id)).toMatchObject({ rank: 0, rank_combined: 0, best: false });
  });

  it.each([
    ['an account and profile 8 days old', 8, 3, brilliant],
    ['only two earlier scores', 0, 2, brilliant],
    [
      'an accuracy under the 97 % floor',
      0,
      3,
      (hash: string, score: number) =>
        submission(hash, {
          baseScore: score,
          modifiedScore: score,
          perfectHitPercent: 94,
          goodHitPercent: 5,
          poorHitPercent: 1,
        }),
    ],
  ])('counts the score with %s', async (_label, days, earlier, make) => {
    const player = days > 0 ? await playerAged(days) : await makeUser(t.app);
    for (let i = 0; i < earlier; i++) {
      const { hash } = await makeChart(t.app);
      expect((await post(player, ordinary(hash, 40_000 + i))).statusCode).toBe(201);
    }
    const { hash } = await makeChart(t.app);
    const res = await post(player, make(hash, 90_000));
    expect(res.statusCode).toBe(201);
    expect('held' in res.json()).toBe(false);
    expect(await scoreRow(res.json().score.id)).toMatchObject({ held: false, best: true });
  });

  it('does not fire for a jump under 15 points (history already high)', async () => {
    const player = await makeUser(t.app);
    for (let i = 0; i < 3; i++) {
      const { hash } = await makeChart(t.app);
      const res = await post(
        player,
        submission(hash, { perfectHitPercent: 90, goodHitPercent: 10, poorHitPercent: 0 }),
      );
      expect(res.statusCode).toBe(201);
    }
    const { hash } = await makeChart(t.app);
    expect('held' in (await post(player, brilliant(hash, 90_000))).json()).toBe(false);
  });
});

describe('many #1s within minutes', () => {
  const { maxRecent, windowMinutes } = HOLD_THRESHOLDS.firstPlacesBurst;

  /** `n` charts, each with a rival's score of 30 000. */
  async function contested(n: number) {
    const rival = await playerAged(30);
    const hashes: string[] = [];
    for (let i = 0; i < n; i++) {
      const { hash } = await makeChart(t.app);
      expect((await post(rival, ordinary(hash, 30_000))).statusCode).toBe(201);
      hashes.push(hash);
    }
    return hashes;
  }

  it(`holds the #1 that follows ${maxRecent} taken in ${windowMinutes} minutes`, async () => {
    const hashes = await contested(maxRecent + 1);
    const player = await playerAged(30);
    for (const hash of hashes.slice(0, maxRecent))
      expect('held' in (await post(player, ordinary(hash, 60_000))).json()).toBe(false);
    const res = await post(player, ordinary(hashes[maxRecent]!, 60_000));
    expect(res.json().held).toBe(true);
    expect(String((await scoreRow(res.json().score.id)).held_reason)).toMatch(
      new RegExp(`^Many #1s within minutes: .* already took ${maxRecent} combined #1s`),
    );
    // A score that would not be #1 is not held, even now.
    expect('held' in (await post(player, ordinary(hashes[maxRecent]!, 20_000))).json()).toBe(false);
  });

  it('counts the #1 when the earlier ones are older than the window', async () => {
    const hashes = await contested(maxRecent + 1);
    const player = await playerAged(30);
    for (const hash of hashes.slice(0, maxRecent)) await post(player, ordinary(hash, 60_000));
    await t.db.db
      .execute(sql`update scores set created_at = now() - make_interval(mins => ${windowMinutes + 1})
      where profile_id = (select id from leaderboard_profiles where user_id = ${player.id})`);
    expect('held' in (await post(player, ordinary(hashes[maxRecent]!, 60_000))).json()).toBe(false);
  });

  it('counts first scores on empty boards (no one was beaten)', async () => {
    const player = await playerAged(30);
    for (let i = 0; i <= maxRecent + 1; i++) {
      const { hash } = await makeChart(t.app);
      expect('held' in (await post(player, ordinary(hash, 60_000))).json()).toBe(false);
    }
  });
});

describe('a held score counts nowhere', () => {
  it('is left out of ranks, score counts, rankings, public lists, stats and what-if', async () => {
    const { hash } = await makeChart(t.app);
    const rival = await playerAged(30);
    const rivalScore = (await post(rival, ordinary(hash, 50_000))).json().score;
    const cheat = await makeUser(t.app);
    await history(cheat);
    const held = (await post(cheat, brilliant(hash, 95_000))).json();
    expect(held.held).toBe(true);
    await t.app.jobs.drained();
    await recomputeRankings(t.db.db);

    const board = held.leaderboard.id as number;
    expect((await scoreRow(rivalScore.id)).rank_combined).toBe(1);
    const [lb] = await rows(t.db.db, sql`select score_count from leaderboards where id = ${board}`);
    expect(lb!.score_count).toBe(1);
    expect(await rows(t.db.db, sql`select id from dethrones where score_id = ${held.score.id}`)).toEqual([]);
    const cheatProfile = held.score.profile_id as number;
    const listed = await rows(
      t.db.db,
      sql`select r.plays from rankings r
      where r.profile_id = ${cheatProfile} and r.mode = 0 and r.difficulty = 3 and r.season_id = 0 and r.modifiers = -1`,
    );
    // Three history scores on Expert Rhythm count; the held fourth does not.
    expect(listed.map((r) => r.plays)).toEqual([3]);

    const ids = async (url: string) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return (Array.isArray(body) ? body : body.data).map((s: { id: number }) => s.id);
    };
    const filter = encodeURIComponent(JSON.stringify({ profile_id: cheatProfile }));
    expect(await ids(`/api/scores?s=${filter}&history=true`)).not.toContain(held.score.id);
    expect(await ids(`/api/scores?s=${filter}`)).not.toContain(held.score.id);
    expect(await ids(`/api/scores?history=true&limit=100`)).not.toContain(held.score.id);
    expect(await ids(`/api/leaderboards/${board}/scores?modifiers=-1`)).toEqual([rivalScore.id]);
    expect(await ids(`/api/leaderboards/${board}/scores?modifiers=0`)).toEqual([rivalScore.id]);
    expect(await ids(`/api/dethrones?limit=100`)).toEqual(expect.not.arrayContaining([held.score.id]));

    const stats = (await t.app.inject({ url: `/api/leaderboard-profiles/${cheatProfile}/stats` })).json();
    expect(stats.plays).toBe(3);
    const whatIf = (
      await t.app.inject({
        url: `/api/rankings/what-if?profile_id=${rivalScore.profile_id}&leaderboard_id=${board}&score=50000&modifiers=-1`,
      })
    ).json();
    expect(whatIf.leaderboard_rank).toBe(1);
  });
});
