import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { recomputeLeaderboardRanks } from './index.ts';
import { makeChart, makeUser, rows, submission } from './scores.test-helpers.ts';

// The rank job (docs/decisions/0019) through POST /api/scores and the job queue, on PGlite or
// PostgreSQL (TEST_DATABASE_URL), where the 200 submissions really run side by side.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const post = (payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/scores', payload: payload as object, headers });

const sorted = (values: unknown[]) => values.map(Number).sort((a, b) => a - b);
const time = (value: unknown) => new Date(value as string | Date).getTime();
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('leaderboard ranks', () => {
  it('ranks 200 concurrent submissions on one leaderboard 1…200 without gaps or duplicates', async () => {
    const { hash } = await makeChart(t.app, { noteCounts: { Expert: 1000 } });
    const players = await Promise.all(Array.from({ length: 200 }, () => makeUser(t.app)));
    // Half without modifiers, half with NoFail (16); a few equal scores to exercise the tie order.
    const answers = await Promise.all(
      players.map((p, i) =>
        post(
          submission(
            hash,
            {
              baseScore: 1000 + (i % 190) * 10,
              modifiedScore: 1000 + (i % 190) * 10,
              modifiers: i % 2 ? 16 : 0,
              notesHit: 500,
            },
            { maxCombo: 1000, maxScore: 1_000_000 },
          ),
          p.headers,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
    const boardId = answers[0]!.json().leaderboard.id as number;
    expect(new Set(answers.map((a) => a.json().leaderboard.id)).size).toBe(1);

    await t.app.jobs.drained();
    const scores = await rows(
      t.db.db,
      sql`select id, modifiers, modified_score, created_at, rank, rank_combined from scores
          where leaderboard_id = ${boardId} order by rank_combined`,
    );
    expect(scores).toHaveLength(200);
    expect(sorted(scores.map((s) => s.rank_combined))).toEqual(oneTo(200));
    expect(sorted(scores.filter((s) => Number(s.modifiers) === 0).map((s) => s.rank))).toEqual(oneTo(100));
    expect(sorted(scores.filter((s) => Number(s.modifiers) === 16).map((s) => s.rank))).toEqual(oneTo(100));
    // The combined order is modified_score DESC, then the earlier score, then the lower id.
    for (let i = 1; i < scores.length; i++) {
      const [a, b] = [scores[i - 1]!, scores[i]!];
      expect(Number(a.modified_score)).toBeGreaterThanOrEqual(Number(b.modified_score));
      if (Number(a.modified_score) !== Number(b.modified_score)) continue;
      const [ta, tb] = [time(a.created_at), time(b.created_at)];
      expect(ta < tb || (ta === tb && Number(a.id) < Number(b.id))).toBe(true);
    }
    const [board] = await rows(t.db.db, sql`select score_count from leaderboards where id = ${boardId}`);
    expect(Number(board!.score_count)).toBe(200);
    expect(await rows(t.db.db, sql`select 1 from jobs where kind = 'leaderboard-ranks'`)).toHaveLength(0);
  }, 120_000);

  it('keeps ranks right when the rank job runs while submissions arrive', async () => {
    const { hash } = await makeChart(t.app);
    const players = await Promise.all(Array.from({ length: 60 }, () => makeUser(t.app)));
    let posting = true;
    // A worker draining the queue every few ms (a timer between drains: PGlite answers through
    // microtasks only, so a bare loop would starve the requests).
    const worker = (async () => {
      while (posting) {
        await t.app.jobs.drained();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const answers = await Promise.all(
      players.map((p, i) =>
        post(submission(hash, { baseScore: 100 + i, modifiedScore: 100 + i }), p.headers),
      ),
    );
    posting = false;
    await worker;
    await t.app.jobs.drained();
    expect(answers.map((a) => a.statusCode)).toEqual(players.map(() => 201));
    const boardId = answers[0]!.json().leaderboard.id as number;
    const ranks = await rows(
      t.db.db,
      sql`select modified_score, rank, rank_combined from scores
      where leaderboard_id = ${boardId} order by modified_score desc`,
    );
    expect(ranks.map((r) => Number(r.rank))).toEqual(oneTo(60));
    expect(ranks.map((r) => Number(r.rank_combined))).toEqual(oneTo(60));
  }, 60_000);

  it('keeps history: a worse second score is stored with rank 0, a better one takes over', async () => {
    const { hash } = await makeChart(t.app);
    const me = await makeUser(t.app);
    const first = (await post(submission(hash, { baseScore: 5000, modifiedScore: 5000 }), me.headers)).json();
    const worse = (await post(submission(hash, { baseScore: 4000, modifiedScore: 4000 }), me.headers)).json();
    await t.app.jobs.drained();
    const rankOf = async (id: number) =>
      (await rows(t.db.db, sql`select rank, rank_combined, best from scores where id = ${id}`))[0]!;
    expect(await rankOf(first.score.id)).toMatchObject({ rank: 1, rank_combined: 1, best: true });
    expect(await rankOf(worse.score.id)).toMatchObject({ rank: 0, rank_combined: 0, best: false });
    const better = (
      await post(submission(hash, { baseScore: 6000, modifiedScore: 6000 }), me.headers)
    ).json();
    await t.app.jobs.drained();
    expect(await rankOf(better.score.id)).toMatchObject({ rank: 1, rank_combined: 1 });
    expect(await rankOf(first.score.id)).toMatchObject({ rank: 0, rank_combined: 0 });
    const mine = await rows(
      t.db.db,
      sql`select count(*)::int as n from scores where leaderboard_id = ${first.leaderboard.id}`,
    );
    expect(mine[0]!.n).toBe(3);
    // Taking your own #1 is no dethrone.
    expect(
      await rows(t.db.db, sql`select 1 from dethrones where leaderboard_id = ${first.leaderboard.id}`),
    ).toHaveLength(0);
  });

  it('writes a dethrone and notifies the dethroned player when the combined #1 changes hands', async () => {
    const { hash, title } = await makeChart(t.app);
    const [king, rival] = [await makeUser(t.app, 'king'), await makeUser(t.app, 'rival')];
    const crown = (
      await post(submission(hash, { modifiedScore: 9000, baseScore: 9000 }), king.headers)
    ).json();
    await t.app.jobs.drained();
    // A better score with other modifiers still takes the combined #1.
    const taker = (
      await post(submission(hash, { modifiedScore: 9500, baseScore: 9500, modifiers: 16 }), rival.headers)
    ).json();
    await t.app.jobs.drained();
    const boardId = crown.leaderboard.id as number;
    const dethrones = await rows(t.db.db, sql`select * from dethrones where leaderboard_id = ${boardId}`);
    expect(dethrones).toHaveLength(1);
    expect(dethrones[0]).toMatchObject({
      score_id: taker.score.id,
      profile_id: taker.score.profile_id,
      dethroned_profile_id: crown.score.profile_id,
      dethroned_score_id: crown.score.id,
    });
    const notes = await rows(t.db.db, sql`select text, url from notifications where user_id = ${king.id}`);
    expect(notes).toEqual([
      {
        text: `${rival.username} took your #1 on ${title} (Expert, Rhythm)`,
        url: `/leaderboards/${boardId}`,
      },
    ]);
    // Both still rank 1 in their own modifiers list.
    const ranks = await rows(
      t.db.db,
      sql`select id, rank, rank_combined from scores where leaderboard_id = ${boardId} order by id`,
    );
    expect(ranks.map((r) => [Number(r.rank), Number(r.rank_combined)])).toEqual([
      [1, 2],
      [1, 1],
    ]);
  });

  it('sees the dethrone when the #1 improved and was beaten within one rank run', async () => {
    const { hash } = await makeChart(t.app);
    const [king, rival] = [await makeUser(t.app, 'king'), await makeUser(t.app, 'rival')];
    const crown = (
      await post(submission(hash, { modifiedScore: 9000, baseScore: 9000 }), king.headers)
    ).json();
    await t.app.jobs.drained();
    await post(submission(hash, { modifiedScore: 9200, baseScore: 9200 }), king.headers);
    const taker = (
      await post(submission(hash, { modifiedScore: 9500, baseScore: 9500 }), rival.headers)
    ).json();
    await t.app.jobs.drained();
    const dethrones = await rows(
      t.db.db,
      sql`select score_id, dethroned_score_id from dethrones
      where leaderboard_id = ${crown.leaderboard.id}`,
    );
    expect(dethrones).toEqual([{ score_id: taker.score.id, dethroned_score_id: crown.score.id }]);
  });

  it('recomputes best flags and ranks of scores written straight to the table (the demo seed path)', async () => {
    const { hash } = await makeChart(t.app);
    const me = await makeUser(t.app);
    const res = (await post(submission(hash, { baseScore: 100, modifiedScore: 100 }), me.headers)).json();
    const boardId = res.leaderboard.id as number;
    await t.db.db
      .execute(sql`insert into scores (leaderboard_id, profile_id, base_score, modified_score, notes_hit,
        poor_hit_percent, good_hit_percent, perfect_hit_percent, max_combo)
      values (${boardId}, ${res.score.profile_id}, 300, 300, 10, 0, 0, 100, 10),
             (${boardId}, ${res.score.profile_id}, 200, 200, 10, 0, 0, 100, 10)`);
    const done = await t.db.db.transaction((tx) => recomputeLeaderboardRanks(tx, [boardId]));
    expect(done.leaderboards).toBe(1);
    expect(done.lists).toEqual([{ mode: 0, difficulty: 3 }]);
    const all = await rows(
      t.db.db,
      sql`select modified_score, best, best_combined, rank from scores
      where leaderboard_id = ${boardId} order by modified_score desc`,
    );
    expect(all.map((r) => [Number(r.modified_score), r.best, r.best_combined, Number(r.rank)])).toEqual([
      [300, true, true, 1],
      [200, false, false, 0],
      [100, false, false, 0],
    ]);
    expect((await recomputeLeaderboardRanks(t.db.db, [])).leaderboards).toBe(0);
  });
});
