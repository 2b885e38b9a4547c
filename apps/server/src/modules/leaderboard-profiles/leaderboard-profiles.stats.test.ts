import { describe, expect, it } from 'vitest';
import { profileStatsSchema, rankUpSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useCompetition } from '../leaderboards/leaderboards.test-helpers.ts';

// GET /api/leaderboard-profiles/{id}, /{id}/stats and /{id}/rank-ups on the seeded world
// (leaderboards.test-helpers.ts seedCompetition; points rule in rankings/ranking-math.ts).
const c = useCompetition();

describe('GET /api/leaderboard-profiles/{id}', () => {
  it('answers the profile with its user, 404 for an unknown id', async () => {
    expect(await c.get(`/api/leaderboard-profiles/${c.w.profiles.kai}`)).toMatchObject({
      id: c.w.profiles.kai,
      name: 'Kai',
      user: { id: c.w.kaiUser.id, username: c.w.kaiUser.username },
    });
    expect((await c.get(`/api/leaderboard-profiles/${c.w.profiles.mika}`)).user).toBeNull();
    await c.get('/api/leaderboard-profiles/999999', 404);
    await c.get('/api/leaderboard-profiles/0', 400);
  });
});

describe('GET /api/leaderboard-profiles/{id}/stats', () => {
  it('counts plays, ranked boards, first places, accuracy and lists its ranking rows', async () => {
    const body = profileStatsSchema.parse(await c.get(`/api/leaderboard-profiles/${c.w.profiles.kai}/stats`));
    // 6 scores (one superseded); combined ranks on aMaster (1), ost (2), draft (1), challenge (1).
    expect(body).toMatchObject({ plays: 6, ranked: 4, first_places: 3 });
    expect(body.accuracy).toBeCloseTo(90.5 + 6.25 / 2 + 2 / 4, 9);
    expect(body.rankings.map((r) => [r.season_id, r.modifiers, r.rank])).toEqual([
      [0, -1, 1],
      [0, 0, 1],
    ]);
    const mika = await c.get(`/api/leaderboard-profiles/${c.w.profiles.mika}/stats`);
    expect(mika.rankings.map((r: { season_id: number }) => r.season_id)).toEqual([0, 0, c.w.seasons.season2]);
  });

  it('a profile without scores: zeros; 404 unknown', async () => {
    expect(await c.get(`/api/leaderboard-profiles/${c.w.profiles.riderLower}/stats`)).toMatchObject({
      plays: 0,
      ranked: 0,
      first_places: 0,
      accuracy: 0,
      rankings: [],
    });
    await c.get('/api/leaderboard-profiles/999999/stats', 404);
  });
});

describe('GET /api/leaderboard-profiles/{id}/rank-ups', () => {
  it('suggests passing Kai on the Master board; the points rule moves Mika to #1 of the list', async () => {
    const body = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.mika}/rank-ups?mode=0&difficulty=4&modifiers=0`,
    );
    expect(body).toHaveLength(1);
    const [up] = body.map((x: unknown) => rankUpSchema.parse(x));
    // 850 behind Kai's 900: 901 passes; 86.25 × (3 − 1 + 1)/3 − 86.25 × 2/3 = 28.75 → 148.75 > 140.5.
    expect(up).toMatchObject({
      leaderboard: { id: c.w.boards.aMaster },
      current_rank: 2,
      current_score: 850,
      target_rank: 1,
      target_score: 901,
      score_gain: 51,
      ranking_rank_now: 2,
      ranking_rank_after: 1,
      ranking_points_gain: 28.75,
    });
  });

  it('combined list: passing the NoFail 950 needs 101 more, not enough to pass Kai’s 160', async () => {
    const [up] = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.mika}/rank-ups?mode=0&difficulty=4&modifiers=-1`,
    );
    expect(up).toMatchObject({
      target_score: 951,
      score_gain: 101,
      ranking_rank_now: 2,
      ranking_rank_after: 2,
    });
  });

  it('Rider, third: the step with most places per point wins; one suggestion per board', async () => {
    const body = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.rider}/rank-ups?mode=0&difficulty=4&modifiers=0`,
    );
    expect(body).toHaveLength(1);
    // Passing Mika (851, +151) gives 31.375 → 62.75 points: 61.75 stays below Mika's 120; passing
    // both (901, +201) gives 94.125 → 93.125: still third. No places gained: most points per score point wins.
    expect(body[0]).toMatchObject({ current_rank: 3, ranking_rank_now: 3, ranking_rank_after: 3 });
    expect([851, 901]).toContain(body[0].target_score);
  });

  it('Kai: only the OST board, where Mika leads; nothing in a list without boards; 400s and 404', async () => {
    const kai = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.kai}/rank-ups?mode=0&difficulty=4&modifiers=0`,
    );
    expect(kai).toMatchObject([
      { leaderboard: { id: c.w.boards.ost }, target_rank: 1, target_score: 601, score_gain: 101 },
    ]);
    expect(await c.get(`/api/leaderboard-profiles/${c.w.profiles.kai}/rank-ups?mode=1&difficulty=0`)).toEqual(
      [],
    );
    const bad = await c.get(
      `/api/leaderboard-profiles/${c.w.profiles.kai}/rank-ups?mode=2&difficulty=4`,
      400,
    );
    expect(bad.message).toContain('mode');
    expect(
      (
        await c.get(
          `/api/leaderboard-profiles/${c.w.profiles.kai}/rank-ups?mode=0&difficulty=4&modifiers=16`,
          400,
        )
      ).message,
    ).toContain('modifiers');
    await c.get('/api/leaderboard-profiles/999999/rank-ups?mode=0&difficulty=4', 404);
  });
});
