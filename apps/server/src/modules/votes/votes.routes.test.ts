import { VOTE_KINDS, type VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { votes } from '../../db/schema/index.ts';
import { voteFigures } from './votes.rating.ts';
import { auth, makeItem, makeVoters, setStoredCounts } from './votes.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const vote = (path: string, token: string | null, value?: unknown) =>
  t.app.inject({
    method: value === undefined ? 'DELETE' : 'PUT',
    url: `${path}/vote`,
    ...(token ? { headers: auth(token) } : {}),
    ...(value === undefined ? {} : { payload: { value } }),
  });
const myVote = (path: string, token: string) => t.app.inject({ url: `${path}/vote`, headers: auth(token) });
const idOf = (path: string) => Number(path.split('/').pop());

/** The item's counts as the item endpoint shows them, and the rows behind them. */
async function countsAndRows(kind: VoteKind, path: string, token: string) {
  const item = (await t.app.inject({ url: path, headers: auth(token) })).json();
  const rows = await t.app.db
    .select({ value: votes.value })
    .from(votes)
    .where(and(eq(votes.kind, kind), eq(votes.itemId, idOf(path))));
  return {
    shown: { up: item.upvote_count, down: item.downvote_count },
    rows: { up: rows.filter((r) => r.value > 0).length, down: rows.filter((r) => r.value < 0).length },
  };
}

describe.each(VOTE_KINDS)('votes on a %s (docs/decisions/0003, 0010)', (kind) => {
  let owner: { token: string };
  let path: string;
  beforeAll(async () => {
    owner = await registerUser(t.app);
    path = await makeItem(t.app, kind, owner.token);
  });

  it('votes, changes the vote, withdraws it; one vote per user; counts follow', async () => {
    const [a, b] = await makeVoters(t.app, 2);
    expect((await myVote(path, a!.token)).json()).toMatchObject({ value: 0 });

    const up = await vote(path, a!.token, 1);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ value: 1, upvote_count: 1, downvote_count: 0, vote_diff: 1 });
    expect((await vote(path, a!.token, 1)).json()).toMatchObject({ upvote_count: 1, downvote_count: 0 });

    expect((await vote(path, b!.token, -1)).json()).toMatchObject({
      value: -1,
      upvote_count: 1,
      downvote_count: 1,
    });
    const changed = await vote(path, a!.token, -1);
    expect(changed.json()).toMatchObject({ value: -1, upvote_count: 0, downvote_count: 2, vote_diff: -2 });
    expect((await myVote(path, a!.token)).json()).toMatchObject({ value: -1, downvote_count: 2 });

    const withdrawn = await vote(path, a!.token);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ value: 0, upvote_count: 0, downvote_count: 1 });
    expect((await vote(path, a!.token)).json()).toMatchObject({ value: 0, downvote_count: 1 });
    expect(await countsAndRows(kind, path, owner.token)).toEqual({
      shown: { up: 0, down: 1 },
      rows: { up: 0, down: 1 },
    });
  });

  it('lets the owner vote on their own item', async () => {
    expect((await vote(path, owner.token, 1)).statusCode).toBe(200);
    expect((await vote(path, owner.token)).statusCode).toBe(200);
  });

  it('refuses anonymous callers (401), bad values (400) and drafts of someone else (404)', async () => {
    const [voter] = await makeVoters(t.app, 1);
    expect((await vote(path, null, 1)).statusCode).toBe(401);
    expect((await vote(path, null)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${path}/vote` })).statusCode).toBe(401);
    for (const bad of [0, 2, '1', null, 'up'])
      expect((await vote(path, voter!.token, bad)).statusCode, String(bad)).toBe(400);
    const noBody = await t.app.inject({ method: 'PUT', url: `${path}/vote`, headers: auth(voter!.token) });
    expect(noBody.statusCode).toBe(400);

    const draft = await makeItem(t.app, kind, owner.token, false);
    expect((await vote(draft, voter!.token, 1)).statusCode).toBe(404);
    expect((await vote(draft, voter!.token)).statusCode).toBe(404);
    expect((await myVote(draft, voter!.token)).statusCode).toBe(404);
    expect((await vote(draft, owner.token, 1)).statusCode).toBe(200);
    expect((await vote(`${path.replace(/\d+$/, '')}999999`, voter!.token, 1)).statusCode).toBe(404);
  });

  it('keeps the counts equal to the rows under 50 concurrent votes from 50 users', async () => {
    const item = await makeItem(t.app, kind, owner.token);
    const voters = await makeVoters(t.app, 50);
    const answers = await Promise.all(voters.map((v, i) => vote(item, v.token, i % 5 === 0 ? -1 : 1)));
    expect(answers.map((r) => r.statusCode)).toEqual(voters.map(() => 200));
    expect(await countsAndRows(kind, item, owner.token)).toEqual({
      shown: { up: 40, down: 10 },
      rows: { up: 40, down: 10 },
    });
    // Mixed changes and withdrawals at once, too.
    await Promise.all(voters.map((v, i) => (i % 2 === 0 ? vote(item, v.token) : vote(item, v.token, -1))));
    expect(await countsAndRows(kind, item, owner.token)).toEqual({
      shown: { up: 0, down: 25 },
      rows: { up: 0, down: 25 },
    });
  });

  it('changes by exactly one the counts of an item that arrived with counts but no vote rows', async () => {
    // Demo content and data imported from the existing site carry counts and no vote rows.
    const item = await makeItem(t.app, kind, owner.token);
    await setStoredCounts(t.app, kind, idOf(item), 22, 2);
    const [a, b] = await makeVoters(t.app, 2);
    const figures = (up: number, down: number) => ({
      upvote_count: up,
      downvote_count: down,
      ...voteFigures(up, down),
    });

    expect((await myVote(item, a!.token)).json()).toMatchObject({ value: 0, ...figures(22, 2) });
    expect((await vote(item, a!.token, 1)).json()).toMatchObject({
      value: 1,
      ...figures(23, 2),
      vote_diff: 21,
    });
    expect((await vote(item, a!.token, 1)).json()).toMatchObject(figures(23, 2));
    expect((await vote(item, a!.token, -1)).json()).toMatchObject({ value: -1, ...figures(22, 3) });
    expect((await vote(item, b!.token, -1)).json()).toMatchObject(figures(22, 4));
    expect((await vote(item, b!.token)).json()).toMatchObject({ value: 0, ...figures(22, 3) });
    expect((await vote(item, a!.token)).json()).toMatchObject({ value: 0, ...figures(22, 2) });
    expect((await vote(item, a!.token)).json()).toMatchObject(figures(22, 2));
    const shown = (await t.app.inject({ url: item, headers: auth(owner.token) })).json();
    expect(shown).toMatchObject(figures(22, 2));
  });

  it('keeps arrived counts plus the rows under 50 concurrent votes on such an item', async () => {
    const item = await makeItem(t.app, kind, owner.token);
    await setStoredCounts(t.app, kind, idOf(item), 100, 7);
    const voters = await makeVoters(t.app, 50);
    await Promise.all(voters.map((v, i) => vote(item, v.token, i % 5 === 0 ? -1 : 1)));
    await Promise.all(voters.map((v, i) => (i % 2 === 0 ? vote(item, v.token) : vote(item, v.token, -1))));
    const { shown, rows } = await countsAndRows(kind, item, owner.token);
    expect(rows).toEqual({ up: 0, down: 25 });
    expect(shown).toEqual({ up: 100, down: 7 + 25 });
  });

  it('deletes the votes with the item', async () => {
    const item = await makeItem(t.app, kind, owner.token);
    const [voter] = await makeVoters(t.app, 1);
    await vote(item, voter!.token, 1);
    expect((await t.app.inject({ method: 'DELETE', url: item, headers: auth(owner.token) })).statusCode).toBe(
      204,
    );
    const left = await t.app.db
      .select()
      .from(votes)
      .where(and(eq(votes.kind, kind), eq(votes.itemId, idOf(item))));
    expect(left).toEqual([]);
  });
});

describe('score and rating (damped up-ratio)', () => {
  it('rates an item with 1 up-vote below one with 480 up / 20 down', async () => {
    const owner = await registerUser(t.app);
    const lone = await makeItem(t.app, 'beatmap', owner.token);
    const loved = await makeItem(t.app, 'beatmap', owner.token);
    const voters = await makeVoters(t.app, 1);
    await vote(lone, voters[0]!.token, 1);
    // 479 up and 20 down as stored counts (as imported), then one more up-vote through the API.
    await setStoredCounts(t.app, 'beatmap', idOf(loved), 479, 20);
    const last = (await vote(loved, voters[0]!.token, 1)).json();
    expect(last).toMatchObject({ upvote_count: 480, downvote_count: 20, vote_diff: 460 });

    const a = (await t.app.inject({ url: lone })).json();
    const b = (await t.app.inject({ url: loved })).json();
    expect(Number(a.rating)).toBeCloseTo(0.2065, 3);
    expect(Number(b.rating)).toBeCloseTo(0.939, 3);
    expect(Number(a.rating)).toBeLessThan(Number(b.rating));
    expect(Number(a.score)).toBeLessThan(Number(b.score));
    const sorted = (await t.app.inject({ url: `/api/beatmaps?sort=score,DESC&limit=100` })).json().data;
    const order = sorted.map((m: { id: number }) => m.id);
    expect(order.indexOf(idOf(loved))).toBeLessThan(order.indexOf(idOf(lone)));
  });
});
