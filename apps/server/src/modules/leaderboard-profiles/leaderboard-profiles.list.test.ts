import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardProfiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectEnvelope, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';

// GET /api/leaderboard-profiles and GET /api/user?join=leaderboard_profile, as the global search
// calls them (spec §7: "filtered by name equal (case-insensitive), used when there is no user match
// or the user has no leaderboard profile"; formats.md §6.1).
let t: TestApp;
let kai: number, mika: number;
let kaiProfile: number, loner: number;

beforeAll(async () => {
  t = await buildTestApp();
  kai = (await insertUser(t.app, 'KaiRider')).id;
  mika = (await insertUser(t.app, 'Mika')).id;
  const rows = await t.app.db
    .insert(leaderboardProfiles)
    .values([
      { name: 'KaiRider', userId: kai },
      { name: 'SoloGrinder', userId: null },
      { name: 'SoloFan', userId: null },
    ])
    .returning({ id: leaderboardProfiles.id });
  kaiProfile = rows[0]!.id;
  loner = rows[1]!.id;
});
afterAll(async () => t?.close());

async function get(url: string, status = 200) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const q = (s: unknown) => encodeURIComponent(JSON.stringify(s));

describe('GET /api/leaderboard-profiles', () => {
  it('finds a profile by exact name, case-insensitively, in the envelope', async () => {
    const body = await get(
      `/api/leaderboard-profiles?s=${q({ name: { $eqL: 'sologrinder' } })}&limit=3&page=1`,
    );
    expectEnvelope(body, 1);
    expect(body.data).toEqual([
      { id: loner, name: 'SoloGrinder', user_id: null, created_at: expect.any(String) },
    ]);
    expect(new Date(body.data[0].created_at).toISOString()).toBe(body.data[0].created_at);
  });

  it('joins the linked user (public fields only) or null', async () => {
    const body = await get(`/api/leaderboard-profiles?join=user&sort=name,ASC&limit=10`);
    expect(body.data.map((p: { name: string }) => p.name)).toEqual(['KaiRider', 'SoloFan', 'SoloGrinder']);
    expect(body.data[0].user).toEqual({
      id: kai,
      username: 'KaiRider',
      avatar_filename: null,
      avatar_url: null,
    });
    expect(body.data[1].user).toBeNull();
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('answers contains searches and names what it refuses', async () => {
    const body = await get(`/api/leaderboard-profiles?filter=name||$contL||SOLO&sort=id,ASC`);
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([loner, loner + 1]);
    expect((await get(`/api/leaderboard-profiles?sort=user.email,ASC`, 400)).message).toContain('user.email');
    expect((await get(`/api/leaderboard-profiles?s=${q({ secret: 1 })}`, 400)).message).toContain('secret');
    expect((await get(`/api/leaderboard-profiles?join=scores`, 400)).message).toContain('scores');
  });
});

describe('GET /api/user?join=leaderboard_profile', () => {
  it('embeds the linked profile, or null for a user without one', async () => {
    const body = await get(`/api/user?join=leaderboard_profile&sort=username,ASC`);
    const byName = Object.fromEntries(
      body.data.map((u: { username: string; leaderboard_profile: unknown }) => [
        u.username,
        u.leaderboard_profile,
      ]),
    );
    expect(byName.KaiRider).toEqual({
      id: kaiProfile,
      name: 'KaiRider',
      user_id: kai,
      created_at: expect.any(String),
    });
    expect(byName.Mika).toBeNull();
    expect(body.data.find((u: { id: number }) => u.id === mika)).toBeDefined();
  });
});
