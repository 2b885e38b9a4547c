import { describe, expect, it } from 'vitest';
import { useCompetition } from './leaderboards.test-helpers.ts';

// RailGrinder V1.2.2's requests, verbatim from formats.md §6.2 (the `s` JSON, `join[]`, paging and
// sort exactly as it sends them), and every field it reads, with the types it reads them as
// (JSON numbers for percents and ranks, `rank_combined` on leaderboards may be null).
const c = useCompetition();
const s = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function expectPercents(row: Record<string, unknown>, keys: string[]) {
  for (const key of keys) expect(typeof row[key], key).toBe('number');
}

describe('RailGrinder: GET /api/leaderboards', () => {
  const filter = (ost: boolean) => ({
    $and: [
      { 'beatmap.published': true },
      { mode: 0 },
      { difficulty: 4 },
      ...(ost ? [{ 'beatmap.ost': true }] : []),
      { challenge: 0 },
    ],
  });

  it('answers the OST Master Rhythm leaderboards with the fields it reads', async () => {
    const body = await c.get(`/api/leaderboards?join[]=beatmap&page=1&limit=100&s=${s(filter(true))}`);
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 1, count: 1 });
    const [board] = body.data;
    expect(board.id).toBe(c.w.boards.ost);
    expect(board.beatmap).toMatchObject({
      id: c.w.maps.mapB,
      title: 'Official Song',
      artist: 'Kluge',
      ost: true,
    });
    expect(board.rank_combined).toBeNull();
    expect(board.scores).toBe(2);
    expect(board.max_combo).toBe(500);
  });

  it('without the OST condition: published, non-challenge boards of that mode and difficulty only', async () => {
    const body = await c.get(`/api/leaderboards?join[]=beatmap&page=1&limit=100&s=${s(filter(false))}`);
    const ids = body.data.map((b: { id: number }) => b.id).sort((a: number, b: number) => a - b);
    expect(ids).toEqual([c.w.boards.aMaster, c.w.boards.ost].sort((a, b) => a - b));
    const alpha = body.data.find((b: { id: number }) => b.id === c.w.boards.aMaster);
    expect(alpha).toMatchObject({
      scores: 3,
      max_combo: 777,
      beatmap: { id: c.w.maps.mapA, title: 'Alpha Song' },
    });
    expect(typeof alpha.beatmap.artist).toBe('string');
  });

  it('accepts a sort on rank_combined (always null here)', async () => {
    const body = await c.get(
      `/api/leaderboards?limit=100&page=1&sort=rank_combined,DESC&s=${s(filter(false))}`,
    );
    expect(body.total).toBe(2);
  });
});

describe('RailGrinder: GET /api/leaderboards/{id}/scores', () => {
  const url = (id: number, modifiers: number, page = 1) =>
    `/api/leaderboards/${id}/scores?limit=10&page=${page}&modifiers=${modifiers}&sort=rank,ASC`;

  it('answers a bare array of camelCase rows, rank 1 first, with these modifiers', async () => {
    const rows = await c.get(url(c.w.boards.aMaster, 0));
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
    expect(rows.map((r: { profile: { id: number } }) => r.profile.id)).toEqual([
      c.w.profiles.kai,
      c.w.profiles.mika,
      c.w.profiles.rider,
    ]);
    expect(rows[0]).toMatchObject({
      baseScore: 900,
      poorHitPercent: 2,
      goodHitPercent: 6.25,
      perfectHitPercent: 90.5,
    });
    for (const row of rows) {
      expect(Number.isInteger(row.rank) && Number.isInteger(row.baseScore)).toBe(true);
      expectPercents(row, ['poorHitPercent', 'goodHitPercent', 'perfectHitPercent']);
    }
  });

  it('modifiers=-1 is the combined list, rank being the combined rank', async () => {
    const rows = await c.get(url(c.w.boards.aMaster, -1));
    expect(rows.map((r: { rank: number; baseScore: number }) => [r.rank, r.baseScore])).toEqual([
      [1, 950],
      [2, 850],
      [3, 700],
    ]);
    expect(rows[0].modifiers).toBe(16);
  });

  it('pages until past the last rank (an empty array)', async () => {
    expect(await c.get(url(c.w.boards.aMaster, 16))).toHaveLength(1);
    expect(await c.get(url(c.w.boards.aMaster, 0, 2))).toEqual([]);
  });
});

describe('RailGrinder: GET /api/scores', () => {
  const joins = 'join[]=leaderboard&join[]=leaderboard.beatmap&join[]=profile&join[]=profile.user';
  const filter = (modifiers: unknown, ost: boolean) => ({
    $and: [
      { 'beatmap.published': true },
      { 'profile.id': c.w.profiles.kai },
      { 'leaderboard.mode': 0 },
      { 'leaderboard.difficulty': 4 },
      { modifiers },
      ...(ost ? [{ 'leaderboard.beatmap.ost': true }] : []),
      { 'leaderboard.challenge': 0 },
    ],
  });
  const url = (modifiers: unknown, ost: boolean, sort = 'rank,ASC') =>
    `/api/scores?${joins}&sort=${sort}&page=1&limit=100&s=${s(filter(modifiers, ost))}`;

  it('answers the profile’s ranked scores without modifiers, with every field it reads', async () => {
    const body = await c.get(url(0, false));
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(body.data.map((r: { modified_score: number }) => r.modified_score)).toEqual([900, 500]);
    const [first] = body.data;
    expect(first).toMatchObject({
      rank: 1,
      rank_combined: 0,
      modified_score: 900,
      modifiers: 0,
      notes_hit: 400,
      poor_hit_percent: 2,
      good_hit_percent: 6.25,
      perfect_hit_percent: 90.5,
      profile: { id: c.w.profiles.kai, user: { id: c.w.kaiUser.id } },
      leaderboard: {
        id: c.w.boards.aMaster,
        max_combo: 777,
        beatmap: { id: c.w.maps.mapA, title: 'Alpha Song' },
      },
    });
    expectPercents(first, ['poor_hit_percent', 'good_hit_percent', 'perfect_hit_percent']);
    expect(typeof first.leaderboard.beatmap.artist).toBe('string');
  });

  it('{"beatmap.published":true} is the leaderboard’s beatmap: drafts and challenges stay out', async () => {
    const body = await c.get(url({}, false));
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(c.w.scores.draftKai);
    expect(ids).not.toContain(c.w.scores.challengeKai);
    expect(ids).not.toContain(c.w.scores.kaiOld);
  });

  it('{"modifiers":{}} lists every modifier set, rank_combined set only on the best', async () => {
    const body = await c.get(url({}, false));
    expect(
      body.data.map((r: { modified_score: number; rank: number; rank_combined: number }) => [
        r.modified_score,
        r.rank,
        r.rank_combined,
      ]),
    ).toEqual([
      [900, 1, 0],
      [950, 1, 1],
      [500, 2, 2],
    ]);
  });

  it('{"modifiers":{"$in":[…]}}, the OST filter and sort=modified_score,DESC', async () => {
    const inList = await c.get(url({ $in: [0, 16] }, false, 'modified_score,DESC'));
    expect(inList.data.map((r: { modified_score: number }) => r.modified_score)).toEqual([950, 900, 500]);
    const ost = await c.get(url(0, true));
    expect(ost.data.map((r: { id: number }) => r.id)).toEqual([c.w.scores.ostKai]);
    expect(ost.data[0].leaderboard.beatmap.ost).toBe(true);
  });

  it('accepts empty objects inside $and', async () => {
    const body = await c.get(
      `/api/scores?${joins}&sort=rank,ASC&page=1&limit=100&s=${s({ $and: [{}, {}, { 'profile.id': c.w.profiles.mika }] })}`,
    );
    expect(body.total).toBe(2);
  });
});

describe('RailGrinder: GET /api/rankings', () => {
  const url = (filter: unknown) => `/api/rankings?s=${s(filter)}&page=1&limit=10&sort=rank,ASC`;

  it('by profile.id, modifiers 0: the row with the fields it reads as numbers', async () => {
    const body = await c.get(url({ mode: 0, difficulty: 4, modifiers: 0, 'profile.id': c.w.profiles.kai }));
    expect(body).toMatchObject({ page: 1, pageCount: 1, total: 1 });
    const [row] = body.data;
    expect(row).toMatchObject({
      rank: 1,
      rank_avg: 1.5,
      modifiers: 0,
      season_id: 0,
      profile: { id: c.w.profiles.kai },
    });
    expectPercents(row, ['rank_avg', 'poor_hit_percent', 'good_hit_percent', 'perfect_hit_percent']);
  });

  it('{"modifiers":{}} is the combined list', async () => {
    const body = await c.get(url({ mode: 0, difficulty: 4, modifiers: {}, 'profile.id': c.w.profiles.kai }));
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ modifiers: -1, points: 160 });
  });

  it('profile.name matches case-sensitively', async () => {
    const upper = await c.get(url({ mode: 0, difficulty: 4, modifiers: 0, 'profile.name': 'Rider' }));
    expect(upper.data.map((r: { profile: { id: number } }) => r.profile.id)).toEqual([c.w.profiles.rider]);
    const lower = await c.get(url({ mode: 0, difficulty: 4, modifiers: 0, 'profile.name': 'rider' }));
    expect(lower.data).toEqual([]);
  });

  it('the whole list, rank 1 first', async () => {
    const body = await c.get(url({ mode: 0, difficulty: 4, modifiers: 0 }));
    expect(body.data.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3]);
  });
});
