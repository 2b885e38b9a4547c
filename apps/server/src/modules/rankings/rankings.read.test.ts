import { describe, expect, it } from 'vitest';
import { rankingSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { buildTestApp } from '../../../test/helpers.ts';
import { useCompetition } from '../leaderboards/leaderboards.test-helpers.ts';

// GET /api/rankings (defaults, filters, joins, 400s), /api/seasons (+ current, slug, 404s) and
// /api/rankings/what-if against the seeded world (leaderboards.test-helpers.ts seedCompetition).
const c = useCompetition();
const s = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('GET /api/rankings', () => {
  it('defaults to the all-time combined list, rank 1 first, with profiles', async () => {
    const body = await c.get(`/api/rankings?s=${s({ mode: 0, difficulty: 4 })}`);
    expect(body.data.map((r: { points: number }) => r.points)).toEqual([160, 125, 31]);
    for (const row of body.data) rankingSchema.parse(row);
    expect(body.data[0].profile).not.toHaveProperty('user');
  });

  it('filters a season by season_id and joins profile.user', async () => {
    const body = await c.get(
      `/api/rankings?s=${s({ season_id: c.w.seasons.season2, modifiers: 0 })}&join=profile.user`,
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      season_id: c.w.seasons.season2,
      rank: 1,
      profile: { id: c.w.profiles.mika, user: null },
    });
    const kai = await c.get(`/api/rankings?s=${s({ 'profile.id': c.w.profiles.kai })}&join=profile.user`);
    expect(kai.data[0].profile.user.id).toBe(c.w.kaiUser.id);
  });

  it('a whole list pages with its total (its largest rank)', async () => {
    const body = await c.get(`/api/rankings?s=${s({ mode: 0, difficulty: 4, modifiers: 0 })}&limit=2&page=2`);
    expect(body).toMatchObject({ total: 3, page: 2, pageCount: 2, count: 1 });
    expect(body.data[0].rank).toBe(3);
  });

  it('filters by rank and pages', async () => {
    const body = await c.get(`/api/rankings?s=${s({ modifiers: 0, rank: { $gt: 1 } })}&limit=1&page=2`);
    expect(body).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect(body.data[0].rank).toBe(3);
  });

  it('names what it refuses', async () => {
    expect((await c.get(`/api/rankings?s=${s({ user_id: 1 })}`, 400)).message).toContain('user_id');
    expect((await c.get('/api/rankings?sort=updated_at,DESC', 400)).message).toContain('updated_at');
    expect((await c.get(`/api/rankings?s=${s({ 'profile.name': { $contL: 'x' } })}`, 400)).message).toContain(
      'profile.name',
    );
  });
});

describe('GET /api/seasons', () => {
  it('lists seasons newest first, flags the current one', async () => {
    const body = await c.get('/api/seasons');
    expect(body.map((x: { slug: string; current: boolean }) => [x.slug, x.current])).toEqual([
      ['season-2', true],
      ['season-1', false],
    ]);
    expect((await c.get('/api/seasons/current')).slug).toBe('season-2');
    expect((await c.get('/api/seasons/season-1')).current).toBe(false);
    expect((await c.get('/api/seasons/nope', 404)).message).toContain('nope');
  });

  it('404 for /current when no season runs', async () => {
    const empty = await buildTestApp();
    try {
      const res = await empty.app.inject({ url: '/api/seasons/current' });
      expect(res.statusCode).toBe(404);
      expect((await empty.app.inject({ url: '/api/seasons' })).json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('GET /api/rankings/what-if', () => {
  const url = (q: Record<string, string | number>) =>
    `/api/rankings/what-if?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;

  it('a better score: board #1, and the all-time list passes Kai (points rule of decision 0019)', async () => {
    // Mika 850 → 1000 on a board of 3 (accuracy 86.25): 57.5 → 86.25 points, 120 → 148.75 > Kai's 140.5.
    const body = await c.get(
      url({ profile_id: c.w.profiles.mika, leaderboard_id: c.w.boards.aMaster, score: 1000, modifiers: 0 }),
    );
    expect(body).toEqual({ leaderboard_rank: 1, ranking_rank_now: 2, ranking_rank_after: 1, season: null });
  });

  it('a score below the profile’s best changes nothing', async () => {
    const body = await c.get(
      url({ profile_id: c.w.profiles.mika, leaderboard_id: c.w.boards.aMaster, score: 100, modifiers: 0 }),
    );
    expect(body).toEqual({ leaderboard_rank: 2, ranking_rank_now: 2, ranking_rank_after: 2, season: null });
  });

  it('in the current season only the season’s scores count', async () => {
    const body = await c.get(
      url({
        profile_id: c.w.profiles.rider,
        leaderboard_id: c.w.boards.aMaster,
        score: 800,
        modifiers: 0,
        season: 'current',
      }),
    );
    // Rider's 700 and Kai's 900 are older than season 2; Mika's 850 is in it.
    expect(body).toMatchObject({
      leaderboard_rank: 2,
      ranking_rank_now: null,
      season: { slug: 'season-2', current: true },
    });
    expect(body.ranking_rank_after).toBe(2);
  });

  it('with modifiers: the board of that mask, the combined ranking', async () => {
    const body = await c.get(
      url({ profile_id: c.w.profiles.rider, leaderboard_id: c.w.boards.aMaster, score: 960, modifiers: 16 }),
    );
    expect(body).toMatchObject({ leaderboard_rank: 1, ranking_rank_now: 3, ranking_rank_after: 3 });
  });

  it('400 for missing or bad parameters and challenges, 404 for unknown rows', async () => {
    const base = { profile_id: c.w.profiles.mika, leaderboard_id: c.w.boards.aMaster, score: 1 };
    expect(
      (await c.get(url({ profile_id: c.w.profiles.mika, leaderboard_id: c.w.boards.aMaster }), 400)).message,
    ).toContain('score');
    expect((await c.get(url({ ...base, modifiers: 65536 }), 400)).message).toContain('modifiers');
    expect((await c.get(url({ ...base, leaderboard_id: c.w.boards.challenge }), 400)).message).toContain(
      'leaderboard_id',
    );
    await c.get(url({ ...base, profile_id: 999999 }), 404);
    await c.get(url({ ...base, leaderboard_id: 999999 }), 404);
    await c.get(url({ ...base, season: 'nope' }), 404);
  });
});
