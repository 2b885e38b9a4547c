import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardScoreRowSchema, scoreSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { seedCompetition } from './leaderboards.test-helpers.ts';

// GET /api/leaderboards, /{id}, /{id}/scores, /api/scores, /api/challenges, /api/dethrones: what the
// site's pages call (formats.md §6.1 grammar and envelope), the 400s naming the field, 404s, paging.
let t: TestApp;
let w: Awaited<ReturnType<typeof seedCompetition>>;

beforeAll(async () => {
  t = await buildTestApp();
  w = await seedCompetition(t.app);
});
afterAll(async () => t?.close());

async function get(url: string, status = 200) {
  const res = await t.app.inject({ url });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const s = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('GET /api/leaderboards', () => {
  it('lists every leaderboard, recently updated first, without beatmap unless joined', async () => {
    const body = await get('/api/leaderboards');
    expect(body.total).toBe(6);
    expect(body.data[0]).not.toHaveProperty('beatmap');
    expect(body.data[0].rank_combined).toBeNull();
  });

  it('filters a map’s tab by beatmap_id and joins a hidden beatmap as null', async () => {
    expect((await get(`/api/leaderboards?s=${s({ beatmap_id: w.maps.mapA })}`)).total).toBe(4);
    const draft = await get(`/api/leaderboards?join=beatmap&s=${s({ id: w.boards.draft })}`);
    expect(draft.data[0].beatmap).toBeNull();
  });

  it('pages with the envelope and sorts by scores', async () => {
    const page2 = await get('/api/leaderboards?limit=2&page=2&sort=id,ASC');
    expect(page2).toMatchObject({ count: 2, total: 6, page: 2, pageCount: 3 });
    const top = await get('/api/leaderboards?limit=1&sort=scores,DESC');
    expect(ids(top)).toEqual([w.boards.aMaster]);
  });

  it('names what it refuses', async () => {
    expect((await get(`/api/leaderboards?s=${s({ secret: 1 })}`, 400)).message).toContain('secret');
    expect((await get('/api/leaderboards?sort=song_name,ASC', 400)).message).toContain('song_name');
    expect((await get('/api/leaderboards?join=profile', 400)).message).toContain('profile');
    expect((await get(`/api/leaderboards?s=${s({ 'beatmap.title': 'x' })}`, 400)).message).toContain(
      'beatmap.title',
    );
  });
});

describe('GET /api/leaderboards/{id}', () => {
  it('answers the detail with the beatmap and the charts of the same map', async () => {
    const body = await get(`/api/leaderboards/${w.boards.aMaster}`);
    expect(body.beatmap).toMatchObject({ id: w.maps.mapA, published: true });
    expect(body.charts.map((c: { id: number }) => c.id)).toEqual([
      w.boards.aEasy,
      w.boards.aMaster,
      w.boards.aForce,
    ]);
    expect(body.charts[1]).toEqual({ id: w.boards.aMaster, difficulty: 4, mode: 0, scores: 3 });
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await get('/api/leaderboards/999999', 404)).message).toContain('999999');
    await get('/api/leaderboards/abc', 400);
  });
});

describe('GET /api/leaderboards/{id}/scores', () => {
  it('defaults to no modifiers, ten rows, and matches the shared schema', async () => {
    const rows = await get(`/api/leaderboards/${w.boards.aMaster}/scores`);
    expect(rows).toHaveLength(3);
    for (const row of rows) leaderboardScoreRowSchema.parse(row);
    expect(rows[0].profile).toMatchObject({ id: w.profiles.kai, user: { id: w.kaiUser.id } });
    expect(rows[1].profile.user).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it('pages with limit and page', async () => {
    const rows = await get(`/api/leaderboards/${w.boards.aMaster}/scores?limit=2&page=2`);
    expect(rows.map((r: { rank: number }) => r.rank)).toEqual([3]);
  });

  it('400 for bad modifiers, sorts and parameters; 404 for an unknown leaderboard', async () => {
    const base = `/api/leaderboards/${w.boards.aMaster}/scores`;
    expect((await get(`${base}?modifiers=65536`, 400)).message).toContain('modifiers');
    expect((await get(`${base}?modifiers=1.5`, 400)).message).toContain('modifiers');
    expect((await get(`${base}?sort=rank,DESC`, 400)).message).toContain('sort');
    expect((await get(`${base}?limit=101`, 400)).message).toContain('limit');
    expect((await get(`${base}?bogus=1`, 400)).message).toContain('bogus');
    await get('/api/leaderboards/999999/scores', 404);
  });
});

describe('GET /api/scores', () => {
  it('the web’s map tab: one board, these modifiers, ranked, profiles with users', async () => {
    const body = await get(
      `/api/scores?s=${s({ leaderboard_id: w.boards.aMaster, modifiers: 0, rank: { $gt: 0 } })}&join=profile&join=profile.user&sort=rank,ASC`,
    );
    expect(ids(body)).toEqual([w.scores.kai, w.scores.mika, w.scores.rider]);
    expect(body).toMatchObject({ total: 3, pageCount: 1 });
    for (const row of body.data) scoreSchema.parse(row);
    expect(body.data[0]).not.toHaveProperty('leaderboard');
    expect(body.data[0].profile.user.username).toBe(w.kaiUser.username);
  });

  it('the combined tab: rank_combined instead of rank', async () => {
    const body = await get(
      `/api/scores?s=${s({ leaderboard_id: w.boards.aMaster, rank_combined: { $gt: 0 } })}&join=profile&sort=rank_combined,ASC`,
    );
    expect(ids(body)).toEqual([w.scores.kaiNoFail, w.scores.mika, w.scores.rider]);
    expect(body.total).toBe(3);
    expect(body.data[0].profile).not.toHaveProperty('user');
  });

  it('history=true adds superseded scores (rank 0); a profile page by profile_id, newest first', async () => {
    const ranked = await get(`/api/scores?s=${s({ profile_id: w.profiles.kai })}`);
    const all = await get(`/api/scores?history=true&s=${s({ profile_id: w.profiles.kai })}`);
    expect(all.total).toBe(ranked.total + 1);
    expect(ids(all)).toContain(w.scores.kaiOld);
    const dates = ranked.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages and names what it refuses', async () => {
    const page = await get(`/api/scores?limit=2&page=3&sort=id,ASC`);
    expect(page).toMatchObject({ total: 8, page: 3, pageCount: 4, count: 2 });
    expect((await get(`/api/scores?s=${s({ 'profile.email': 'x' })}`, 400)).message).toContain(
      'profile.email',
    );
    expect((await get('/api/scores?sort=hmd,ASC', 400)).message).toContain('hmd');
    expect((await get('/api/scores?join=beatmap', 400)).message).toContain('beatmap');
    expect((await get('/api/scores?history=maybe', 400)).message).toContain('history');
  });
});

describe('GET /api/challenges and /api/dethrones', () => {
  it('lists challenges with their leaderboard count; one by id; 404 otherwise', async () => {
    const body = await get('/api/challenges');
    expect(body.data).toEqual([
      expect.objectContaining({ id: 7, name: 'Weekly 7', description: 'Beat the week', leaderboards: 1 }),
    ]);
    expect((await get('/api/challenges/7')).leaderboards).toBe(1);
    await get('/api/challenges/8', 404);
    expect((await get('/api/challenges?sort=leaderboards,ASC', 400)).message).toContain('leaderboards');
  });

  it('lists dethrones with both profiles, by profile_id in either role', async () => {
    const body = await get('/api/dethrones');
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: w.dethrone,
      leaderboard: { id: w.boards.aMaster, beatmap: { id: w.maps.mapA } },
      score: { id: w.scores.kaiNoFail, modified_score: 950 },
      profile: { id: w.profiles.kai },
      dethroned_profile: { id: w.profiles.mika },
    });
    expect((await get(`/api/dethrones?profile_id=${w.profiles.mika}`)).total).toBe(1);
    expect((await get(`/api/dethrones?profile_id=${w.profiles.rider}`)).total).toBe(0);
    await get('/api/dethrones?profile_id=abc', 400);
  });
});
