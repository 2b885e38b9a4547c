import { describe, expect, it } from 'vitest';
import { leaderboardScoreRowSchema, scoreSchema } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { useCompetition } from './leaderboards.test-helpers.ts';

// GET /api/leaderboards, /{id}, /{id}/scores, /api/scores, /api/challenges, /api/dethrones: what the
// site's pages call (formats.md §6.1 grammar and envelope), the 400s naming the field, 404s, paging.
const c = useCompetition();
const s = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('GET /api/leaderboards', () => {
  it('lists every leaderboard, recently updated first, without beatmap unless joined', async () => {
    const body = await c.get('/api/leaderboards');
    expect(body.total).toBe(6);
    expect(body.data[0]).not.toHaveProperty('beatmap');
    expect(body.data[0].rank_combined).toBeNull();
  });

  it('filters a map’s tab by beatmap_id and joins a hidden beatmap as null', async () => {
    expect((await c.get(`/api/leaderboards?s=${s({ beatmap_id: c.w.maps.mapA })}`)).total).toBe(4);
    const draft = await c.get(`/api/leaderboards?join=beatmap&s=${s({ id: c.w.boards.draft })}`);
    expect(draft.data[0].beatmap).toBeNull();
  });

  it('pages with the envelope and sorts by scores', async () => {
    const page2 = await c.get('/api/leaderboards?limit=2&page=2&sort=id,ASC');
    expect(page2).toMatchObject({ count: 2, total: 6, page: 2, pageCount: 3 });
    const top = await c.get('/api/leaderboards?limit=1&sort=scores,DESC');
    expect(ids(top)).toEqual([c.w.boards.aMaster]);
  });

  it('names what it refuses', async () => {
    expect((await c.get(`/api/leaderboards?s=${s({ secret: 1 })}`, 400)).message).toContain('secret');
    expect((await c.get('/api/leaderboards?sort=song_name,ASC', 400)).message).toContain('song_name');
    expect((await c.get('/api/leaderboards?join=profile', 400)).message).toContain('profile');
    expect((await c.get(`/api/leaderboards?s=${s({ 'beatmap.title': 'x' })}`, 400)).message).toContain(
      'beatmap.title',
    );
  });
});

describe('GET /api/leaderboards/{id}', () => {
  it('answers the detail with the beatmap and the charts of the same map', async () => {
    const body = await c.get(`/api/leaderboards/${c.w.boards.aMaster}`);
    expect(body.beatmap).toMatchObject({ id: c.w.maps.mapA, published: true });
    expect(body.charts.map((c: { id: number }) => c.id)).toEqual([
      c.w.boards.aEasy,
      c.w.boards.aMaster,
      c.w.boards.aForce,
    ]);
    expect(body.charts[1]).toEqual({ id: c.w.boards.aMaster, difficulty: 4, mode: 0, scores: 3 });
  });

  it('404 for an unknown id, 400 for a malformed one', async () => {
    expect((await c.get('/api/leaderboards/999999', 404)).message).toContain('999999');
    await c.get('/api/leaderboards/abc', 400);
  });
});

describe('GET /api/leaderboards/{id}/scores', () => {
  it('defaults to no modifiers, ten rows, and matches the shared schema', async () => {
    const rows = await c.get(`/api/leaderboards/${c.w.boards.aMaster}/scores`);
    expect(rows).toHaveLength(3);
    for (const row of rows) leaderboardScoreRowSchema.parse(row);
    expect(rows[0].profile).toMatchObject({ id: c.w.profiles.kai, user: { id: c.w.kaiUser.id } });
    expect(rows[1].profile.user).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it('pages with limit and page', async () => {
    const rows = await c.get(`/api/leaderboards/${c.w.boards.aMaster}/scores?limit=2&page=2`);
    expect(rows.map((r: { rank: number }) => r.rank)).toEqual([3]);
  });

  it('400 for bad modifiers, sorts and parameters; 404 for an unknown leaderboard', async () => {
    const base = `/api/leaderboards/${c.w.boards.aMaster}/scores`;
    expect((await c.get(`${base}?modifiers=65536`, 400)).message).toContain('modifiers');
    expect((await c.get(`${base}?modifiers=1.5`, 400)).message).toContain('modifiers');
    expect((await c.get(`${base}?sort=rank,DESC`, 400)).message).toContain('sort');
    expect((await c.get(`${base}?limit=101`, 400)).message).toContain('limit');
    expect((await c.get(`${base}?bogus=1`, 400)).message).toContain('bogus');
    await c.get('/api/leaderboards/999999/scores', 404);
  });
});

describe('GET /api/scores', () => {
  it('the web’s map tab: one board, these modifiers, ranked, profiles with users', async () => {
    const body = await c.get(
      `/api/scores?s=${s({ leaderboard_id: c.w.boards.aMaster, modifiers: 0, rank: { $gt: 0 } })}&join=profile&join=profile.user&sort=rank,ASC`,
    );
    expect(ids(body)).toEqual([c.w.scores.kai, c.w.scores.mika, c.w.scores.rider]);
    expect(body).toMatchObject({ total: 3, pageCount: 1 });
    for (const row of body.data) scoreSchema.parse(row);
    expect(body.data[0]).not.toHaveProperty('leaderboard');
    expect(body.data[0].profile.user.username).toBe(c.w.kaiUser.username);
  });

  it('the combined tab: rank_combined instead of rank', async () => {
    const body = await c.get(
      `/api/scores?s=${s({ leaderboard_id: c.w.boards.aMaster, rank_combined: { $gt: 0 } })}&join=profile&sort=rank_combined,ASC`,
    );
    expect(ids(body)).toEqual([c.w.scores.kaiNoFail, c.w.scores.mika, c.w.scores.rider]);
    expect(body.total).toBe(3);
    expect(body.data[0].profile).not.toHaveProperty('user');
  });

  it('history=true adds superseded scores (rank 0); a profile page by profile_id, newest first', async () => {
    const ranked = await c.get(`/api/scores?s=${s({ profile_id: c.w.profiles.kai })}`);
    const all = await c.get(`/api/scores?history=true&s=${s({ profile_id: c.w.profiles.kai })}`);
    expect(all.total).toBe(ranked.total + 1);
    expect(ids(all)).toContain(c.w.scores.kaiOld);
    const dates = ranked.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('pages and names what it refuses', async () => {
    const page = await c.get(`/api/scores?limit=2&page=3&sort=id,ASC`);
    expect(page).toMatchObject({ total: 8, page: 3, pageCount: 4, count: 2 });
    expect((await c.get(`/api/scores?s=${s({ 'profile.email': 'x' })}`, 400)).message).toContain(
      'profile.email',
    );
    expect((await c.get('/api/scores?sort=hmd,ASC', 400)).message).toContain('hmd');
    expect((await c.get('/api/scores?join=beatmap', 400)).message).toContain('beatmap');
    expect((await c.get('/api/scores?history=maybe', 400)).message).toContain('history');
  });
});

describe('GET /api/challenges and /api/dethrones', () => {
  it('lists challenges with their leaderboard count; one by id; 404 otherwise', async () => {
    const body = await c.get('/api/challenges');
    expect(body.data).toEqual([
      expect.objectContaining({ id: 7, name: 'Weekly 7', description: 'Beat the week', leaderboards: 1 }),
    ]);
    expect((await c.get('/api/challenges/7')).leaderboards).toBe(1);
    await c.get('/api/challenges/8', 404);
    expect((await c.get('/api/challenges?sort=leaderboards,ASC', 400)).message).toContain('leaderboards');
  });

  it('lists dethrones with both profiles, by profile_id in either role', async () => {
    const body = await c.get('/api/dethrones');
    expect(body.total).toBe(1);
    expect(body.data[0]).toMatchObject({
      id: c.w.dethrone,
      leaderboard: { id: c.w.boards.aMaster, beatmap: { id: c.w.maps.mapA } },
      score: { id: c.w.scores.kaiNoFail, modified_score: 950 },
      profile: { id: c.w.profiles.kai },
      dethroned_profile: { id: c.w.profiles.mika },
    });
    expect((await c.get(`/api/dethrones?profile_id=${c.w.profiles.mika}`)).total).toBe(1);
    expect((await c.get(`/api/dethrones?profile_id=${c.w.profiles.rider}`)).total).toBe(0);
    await c.get('/api/dethrones?profile_id=abc', 400);
  });
});
