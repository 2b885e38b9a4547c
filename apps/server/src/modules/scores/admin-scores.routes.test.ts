import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';
import { makeChart, makeUser, rows, submission } from './scores.test-helpers.ts';

// /api/admin/scores (docs/decisions/0054 "Honest scores"): review, release and remove a score;
// audited, reports resolved, ranks recomputed, the player told; admin sessions only (0045).

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(async () => t?.close());

type Player = Awaited<ReturnType<typeof makeUser>>;
const post = (player: Player, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/scores', payload: payload as object, headers: player.headers });
const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const brilliant = (hash: string, score: number) =>
  submission(hash, {
    baseScore: score,
    modifiedScore: score,
    perfectHitPercent: 98,
    goodHitPercent: 2,
    poorHitPercent: 0,
  });

/**
 * A board with a rival's counted 50 000 and a new player's held 95 000 (three ordinary scores
 * first, then a 99 % one: the accuracy-jump rule). Ranks settled.
 */
async function heldOverRival() {
  const { hash, title } = await makeChart(t.app);
  const rival = await makeUser(t.app);
  const rivalScore = (
    await post(rival, submission(hash, { baseScore: 50_000, modifiedScore: 50_000 }))
  ).json().score;
  const cheat = await makeUser(t.app);
  for (let i = 0; i < 3; i++) {
    const other = await makeChart(t.app);
    expect((await post(cheat, submission(other.hash))).statusCode).toBe(201);
  }
  const held = (await post(cheat, brilliant(hash, 95_000))).json();
  expect(held.held).toBe(true);
  await t.app.jobs.drained();
  return { title, rival, rivalScore, cheat, held, board: held.leaderboard.id as number };
}

const rankOf = async (id: number) =>
  Number((await rows(t.db.db, sql`select rank_combined from scores where id = ${id}`))[0]?.rank_combined);
const reportsOf = (scoreId: number) =>
  rows(t.db.db, sql`select status from reports where target_kind = 'score' and target_id = ${scoreId}`);
const auditOf = async (scoreId: number) =>
  (await asAdmin('GET', `/api/admin/audit?target_kind=score&target_id=${scoreId}`)).json().data;
const noticesOf = async (userId: number) =>
  (await rows(t.db.db, sql`select text, url from notifications where user_id = ${userId} order by id`)).map(
    (r) => ({ text: String(r.text), url: String(r.url) }),
  );

describe('GET /api/admin/scores/{id}', () => {
  it('shows a held score with its player, board, scores, accuracy and reason; 404 unknown', async () => {
    const { held, cheat, board } = await heldOverRival();
    const res = await asAdmin('GET', `/api/admin/scores/${held.score.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: held.score.id,
      player: { id: held.score.profile_id, name: cheat.username },
      leaderboard: { id: board },
      modified_score: 95_000,
      accuracy: 99,
      held: true,
      held_reason: expect.stringMatching(/^Accuracy jump/),
      rank_combined: 0,
    });
    expect((await asAdmin('GET', '/api/admin/scores/999999')).statusCode).toBe(404);
    const queue = await asAdmin('GET', '/api/admin/reports?status=open');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data).toContainEqual(
      expect.objectContaining({
        kind: 'score',
        target_kind: 'score',
        target_id: held.score.id,
        reporter: null,
        message: expect.stringMatching(
          new RegExp(`^Score ${held.score.id} was held for review\\. Accuracy jump`),
        ),
      }),
    );
  });
});

describe('POST /api/admin/scores/{id}/release', () => {
  it('makes a held score count: ranks recomputed, report resolved, audited, the player told', async () => {
    const { held, rivalScore, cheat, board, title } = await heldOverRival();
    expect(await rankOf(rivalScore.id)).toBe(1);
    const res = await asAdmin('POST', `/api/admin/scores/${held.score.id}/release`, {
      reason: 'checked the video',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ held: false, held_reason: null });
    await t.app.jobs.drained();
    expect(await rankOf(held.score.id)).toBe(1);
    expect(await rankOf(rivalScore.id)).toBe(2);
    expect(await reportsOf(held.score.id)).toEqual([{ status: 'resolved' }]);
    expect(await auditOf(held.score.id)).toEqual([
      expect.objectContaining({
        action: 'score.release',
        before: { held: true, held_reason: expect.stringMatching(/^Accuracy jump/) },
        after: { held: false },
        reason: 'checked the video',
        actor: expect.objectContaining({ id: admin.user.id }),
      }),
    ]);
    expect(await noticesOf(cheat.id)).toContainEqual({
      text: `Your score of 95000 on ${title} (Expert, Rhythm) was reviewed and now counts on the leaderboard.`,
      url: `/leaderboards/${board}`,
    });
    // The released score is public now.
    const listed = (await t.app.inject({ url: `/api/leaderboards/${board}/scores?modifiers=-1` })).json();
    expect(listed.map((s: { id: number }) => s.id)).toEqual([held.score.id, rivalScore.id]);

    const again = await asAdmin('POST', `/api/admin/scores/${held.score.id}/release`, {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      `Score ${held.score.id} is not held; only a held score can be released.`,
    ]);
    expect((await asAdmin('POST', '/api/admin/scores/999999/release', {})).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/scores/{id}', () => {
  it('removes a held score: the fields kept in the audit, report resolved, the player told why', async () => {
    const { held, cheat, board, title } = await heldOverRival();
    const res = await asAdmin('DELETE', `/api/admin/scores/${held.score.id}`, {
      reason: 'Impossible accuracy',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await rows(t.db.db, sql`select id from scores where id = ${held.score.id}`)).toEqual([]);
    expect(await reportsOf(held.score.id)).toEqual([{ status: 'resolved' }]);
    const [entry] = await auditOf(held.score.id);
    expect(entry).toMatchObject({
      action: 'score.delete',
      reason: 'Impossible accuracy',
      after: null,
      before: {
        id: held.score.id,
        leaderboard_id: board,
        profile_id: held.score.profile_id,
        modified_score: 95_000,
        perfect_hit_percent: 98,
        held: true,
      },
    });
    await t.app.jobs.drained();
    expect(await noticesOf(cheat.id)).toContainEqual({
      text: `An admin removed your score of 95000 on ${title} (Expert, Rhythm): Impossible accuracy`,
      url: `/leaderboards/${board}`,
    });
    expect(
      (await asAdmin('DELETE', `/api/admin/scores/${held.score.id}`, { reason: 'again' })).statusCode,
    ).toBe(404);
  });

  it('removes a counted #1: the next score takes the rank and no dethrone is written', async () => {
    const { hash } = await makeChart(t.app);
    const [first, second] = [await makeUser(t.app), await makeUser(t.app)];
    const low = (await post(first, submission(hash, { baseScore: 40_000, modifiedScore: 40_000 }))).json()
      .score;
    const high = (await post(second, submission(hash, { baseScore: 70_000, modifiedScore: 70_000 }))).json()
      .score;
    await t.app.jobs.drained();
    expect([await rankOf(high.id), await rankOf(low.id)]).toEqual([1, 2]);
    const before = await rows(t.db.db, sql`select count(*)::int as n from dethrones`);
    expect(
      (await asAdmin('DELETE', `/api/admin/scores/${high.id}`, { reason: 'Replay of a cheat' })).statusCode,
    ).toBe(204);
    const queued = await rows(t.db.db, sql`select payload from jobs where kind = 'leaderboard-ranks'`);
    expect(queued.map((j) => j.payload)).toContainEqual({ leaderboardId: high.leaderboard_id });
    await t.app.jobs.drained();
    expect(await rankOf(low.id)).toBe(1);
    expect(await rows(t.db.db, sql`select count(*)::int as n from dethrones`)).toEqual(before);
    const rankings = await rows(t.db.db, sql`select count(*)::int as n from jobs where kind = 'rankings'`);
    expect(rankings[0]!.n).toBeGreaterThan(0);
  });

  it.each([
    ['no body', undefined, 'Invalid body'],
    ['no reason', {}, 'reason'],
    ['an empty reason', { reason: '   ' }, 'Give a reason'],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }, 'at most 500'],
  ])('answers 400 for %s and removes nothing', async (_label, payload, message) => {
    const { hash } = await makeChart(t.app);
    const score = (await post(await makeUser(t.app), submission(hash))).json().score;
    const res = await asAdmin('DELETE', `/api/admin/scores/${score.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await rows(t.db.db, sql`select id from scores where id = ${score.id}`)).toHaveLength(1);
  });
});

describe('who may review scores (docs/decisions/0045)', () => {
  it('refuses anonymous (401), a player (403) and an admin API token (403)', async () => {
    const { hash } = await makeChart(t.app);
    const player = await makeUser(t.app);
    const score = (await post(player, submission(hash))).json().score;
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/tokens',
        headers: auth(admin.token),
        payload: { name: 'admin token', scopes: ['scores:write'] },
      })
    ).json().secret as string;
    const calls = [
      ['GET', `/api/admin/scores/${score.id}`, undefined],
      ['POST', `/api/admin/scores/${score.id}/release`, {}],
      ['DELETE', `/api/admin/scores/${score.id}`, { reason: 'cheat' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      expect((await asAdmin(method, url, payload, player.token)).statusCode).toBe(403);
      const viaToken = await asAdmin(method, url, payload, token);
      expect(viaToken.statusCode).toBe(403);
      expect(viaToken.json().message).toMatch(/cannot be used in the admin area/);
    }
    expect(await rows(t.db.db, sql`select id from scores where id = ${score.id}`)).toHaveLength(1);
  });
});

describe('GET /api/scores/held (the owner sees "Held for review")', () => {
  it('lists only the caller’s own held scores, without the reason; 401 anonymous', async () => {
    const { held, cheat, rival, board } = await heldOverRival();
    const own = await t.app.inject({ url: '/api/scores/held', headers: cheat.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual([
      {
        id: held.score.id,
        leaderboard: expect.objectContaining({ id: board }),
        modified_score: 95_000,
        accuracy: 99,
        created_at: expect.any(String),
      },
    ]);
    expect((await t.app.inject({ url: '/api/scores/held', headers: rival.headers })).json()).toEqual([]);
    expect((await t.app.inject({ url: '/api/scores/held' })).statusCode).toBe(401);
    await asAdmin('POST', `/api/admin/scores/${held.score.id}/release`, {});
    expect((await t.app.inject({ url: '/api/scores/held', headers: cheat.headers })).json()).toEqual([]);
  });
});
