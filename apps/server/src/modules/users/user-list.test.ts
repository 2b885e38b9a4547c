import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  expectBeatmapShape,
  expectEnvelope,
  insertBeatmap,
  insertUser,
} from '../beatmaps/beatmaps.test-helpers.ts';

// GET /api/user as the global search calls it (spec §7; formats.md §6.1): exact case-insensitive
// username match with joins, fuzzy $contL limit 2; e-mail and password hash never reachable.
let t: TestApp;
let kai: number, kaiser: number, mika: number;
let published: number[];

beforeAll(async () => {
  t = await buildTestApp();
  kai = (await insertUser(t.app, 'KaiRider')).id;
  kaiser = (await insertUser(t.app, 'kaiserSynth')).id;
  mika = (await insertUser(t.app, 'Mika')).id;
  published = [];
  for (let i = 0; i < 12; i++) {
    published.push(
      await insertBeatmap(t.app, kai, {
        title: `Song ${i}`,
        publishedAt: new Date(Date.UTC(2023, 0, i + 1)),
      }),
    );
  }
  await insertBeatmap(t.app, kai, { title: 'Draft', published: false, publishedAt: null });
});
afterAll(async () => t?.close());

async function list(params: [string, string][], status = 200) {
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const res = await t.app.inject({ url: `/api/user${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const idsOf = (body: { data: { id: number }[] }) => body.data.map((u) => u.id);

describe('global search (spec §7)', () => {
  it('finds the exact username case-insensitively, with beatmaps and leaderboard_profile', async () => {
    const body = await list([
      ['s', JSON.stringify({ username: { $eqL: 'kairider' } })],
      ['join', 'beatmaps'],
      ['join', 'leaderboard_profile'],
      ['sort', 'username,ASC'],
      ['limit', '1'],
    ]);
    expectEnvelope(body, 1);
    expect(idsOf(body)).toEqual([kai]);
    const [user] = body.data;
    expect(user).toMatchObject({ id: kai, username: 'KaiRider', leaderboard_profile: null });
    expect(user).not.toHaveProperty('email');
    expect(user).not.toHaveProperty('password_hash');
    expect(user.beatmaps).toHaveLength(10);
    expect(user.beatmaps.map((b: { id: number }) => b.id)).toEqual(published.slice(2).reverse());
    for (const b of user.beatmaps) expectBeatmapShape(b);
  });

  it('answers fuzzy $contL with limit 2, sorted by username', async () => {
    const body = await list([
      ['s', JSON.stringify({ username: { $contL: 'KAI' } })],
      ['sort', 'username,ASC'],
      ['limit', '2'],
    ]);
    expect(idsOf(body)).toEqual([kai, kaiser]);
    expect(body.data[0]).not.toHaveProperty('beatmaps');
    expect(
      (
        await list([
          ['s', '{"username":{"$eqL":"nobody"}}'],
          ['join', 'beatmaps'],
        ])
      ).data,
    ).toEqual([]);
    const mikaBody = await list([
      ['s', '{"username":"Mika"}'],
      ['join', 'beatmaps'],
    ]);
    expect(mikaBody.data).toEqual([expect.objectContaining({ id: mika, beatmaps: [] })]);
  });
});

describe('e-mail and password hash stay private', () => {
  it('refuses them as fields, filters and sorts (400 naming them)', async () => {
    expect((await list([['s', '{"email":"kairider@example.test"}']], 400)).message).toContain('email');
    expect((await list([['s', '{"email":{"$contL":"@"}}']], 400)).message).toContain('email');
    expect((await list([['filter', 'password_hash||$notnull']], 400)).message).toContain('password_hash');
    expect((await list([['sort', 'email,ASC']], 400)).message).toContain('email');
    expect((await list([['s', '{"$or":[{"username":"x"},{"email":"y"}]}']], 400)).message).toContain('email');
  });

  it('ignores them in select', async () => {
    const body = await list([
      ['select', 'email,password_hash,username'],
      ['s', '{"username":"KaiRider"}'],
    ]);
    expect(body.data).toEqual([{ id: kai, username: 'KaiRider' }]);
    const all = JSON.stringify(
      await list([
        ['join', 'beatmaps'],
        ['limit', '100'],
      ]),
    );
    expect(all).not.toContain('@example.test');
    expect(all).not.toContain('password');
  });

  it('names unknown joins and sorts', async () => {
    expect((await list([['join', 'sessions']], 400)).message).toContain('sessions');
    expect((await list([['sort', 'admin,DESC']], 400)).message).toContain('admin');
  });
});
