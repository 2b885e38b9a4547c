import {
  overallRankingPageSchema,
  overallRankingRowSchema,
} from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  follows,
  leaderboardProfiles,
  overallRankings,
  rankSnapshots,
  users,
} from '../../db/schema/index.ts';
import { daysBefore, utcDay } from '../scores/index.ts';
import { makeUser } from '../scores/scores.test-helpers.ts';
import { planOf } from '../../../test/query-plan.ts';
import { overallPageQuery } from './overall.repository.ts';

// GET /api/rankings/overall and /api/rankings/overall/{profileId} (docs/decisions/0054) over
// overall_rankings and rank_snapshots rows written straight to the tables.

let t: TestApp;
let me: Awaited<ReturnType<typeof makeUser>>;
let friend: Awaited<ReturnType<typeof makeUser>>;
let stranger: Awaited<ReturnType<typeof makeUser>>;
/** Profile ids by name: mine (DE), friend (DE), stranger (FR), loner (no account). */
const p: Record<string, number> = {};

const today = utcDay(new Date());

beforeAll(async () => {
  t = await buildTestApp();
  me = await makeUser(t.app, 'me');
  friend = await makeUser(t.app, 'friend');
  stranger = await makeUser(t.app, 'stranger');
  await t.app.db.update(users).set({ country: 'DE' }).where(eq(users.id, me.id));
  await t.app.db.update(users).set({ country: 'DE' }).where(eq(users.id, friend.id));
  await t.app.db.update(users).set({ country: 'FR' }).where(eq(users.id, stranger.id));
  for (const [name, userId] of [
    ['mine', me.id],
    ['friend', friend.id],
    ['stranger', stranger.id],
    ['loner', null],
  ] as const) {
    p[name] = (await t.app.db.insert(leaderboardProfiles).values({ name, userId }).returning())[0]!.id;
  }
  await t.app.db.insert(follows).values({ followerId: me.id, followeeId: friend.id });
  // stranger 1st (FR #1), friend 2nd (DE #1), loner 3rd, mine 4th (DE #2)
  const row = (profileId: number, rank: number, country: string | null, countryRank: number | null) => ({
    profileId,
    rank,
    country,
    countryRank,
    points: 1000 - rank * 100,
    accuracy: 90 + rank,
    plays: 10 - rank,
    firstPlaces: rank === 1 ? 3 : 0,
  });
  await t.app.db
    .insert(overallRankings)
    .values([
      row(p.stranger!, 1, 'FR', 1),
      row(p.friend!, 2, 'DE', 1),
      row(p.loner!, 3, null, null),
      row(p.mine!, 4, 'DE', 2),
    ]);
  // Yesterday: friend was 4th (climbed 2), mine 2nd (fell 2); a week ago: stranger 1st (held).
  const snap = (profileId: number, day: string, rank: number) => ({
    profileId,
    day,
    rank,
    countryRank: null,
    points: 0,
    accuracy: 0,
    plays: 0,
  });
  await t.app.db.insert(rankSnapshots).values([
    snap(p.friend!, daysBefore(today, 1), 4),
    snap(p.mine!, daysBefore(today, 1), 2),
    snap(p.stranger!, daysBefore(today, 7), 1),
    snap(p.loner!, daysBefore(today, 2), 9), // neither yesterday nor a week ago: no change shown
  ]);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/rankings/overall', () => {
  it('lists every ranked profile by rank with its player, points and rank changes', async () => {
    const res = await get('/api/rankings/overall');
    expect(res.statusCode).toBe(200);
    const body = overallRankingPageSchema.parse(res.json());
    expect(body).toMatchObject({ count: 4, total: 4, page: 1, pageCount: 1 });
    expect(body.data.map((r) => [r.player.id, r.rank, r.rank_change_day, r.rank_change_week])).toEqual([
      [p.stranger, 1, null, 0],
      [p.friend, 2, 2, null],
      [p.loner, 3, null, null],
      [p.mine, 4, -2, null],
    ]);
    expect(body.data[1]).toEqual({
      rank: 2,
      country_rank: 1,
      points: 800,
      accuracy: 92,
      plays: 8,
      first_places: 0,
      rank_change_day: 2,
      rank_change_week: null,
      player: {
        id: p.friend,
        name: friend.username,
        country: 'DE',
        user: expect.objectContaining({ id: friend.id, username: friend.username }),
      },
    });
    expect(body.data[2]!.player).toEqual({ id: p.loner, name: 'loner', user: null, country: null });
  });

  it('pages with page and limit', async () => {
    const body = (await get('/api/rankings/overall?limit=3&page=2')).json();
    expect(body).toMatchObject({ count: 1, total: 4, page: 2, pageCount: 2 });
    expect(body.data[0].player.id).toBe(p.mine);
    expect((await get('/api/rankings/overall?limit=3&page=9')).json()).toMatchObject({ data: [], total: 4 });
  });

  it('country=CC (any case) keeps that country, ordered by country rank', async () => {
    for (const code of ['de', 'DE', 'De']) {
      const body = (await get(`/api/rankings/overall?country=${code}`)).json();
      expect(
        body.data.map((r: { player: { id: number }; country_rank: number }) => [r.player.id, r.country_rank]),
      ).toEqual([
        [p.friend, 1],
        [p.mine, 2],
      ]);
      expect(body.total).toBe(2);
    }
    expect((await get('/api/rankings/overall?country=JP')).json()).toMatchObject({
      data: [],
      total: 0,
      pageCount: 0,
    });
  });

  it('answers 400 naming the field for a bad country, limit, page or followed', async () => {
    for (const [query, words] of [
      ['country=XX', ['country', 'ISO 3166-1']],
      ['country=DEU', ['country']],
      ['limit=101', ['limit must be at most 100']],
      ['limit=0', ['limit must be 1 or more']],
      ['page=0', ['page must be 1 or more']],
      ['followed=yes', ['followed must be 1 or 0']],
      ['sort=rank', ['sort']],
    ] as const) {
      const res = await get(`/api/rankings/overall?${query}`);
      expect(res.statusCode, query).toBe(400);
      for (const word of words) expect(res.json().message, query).toContain(word);
    }
  });

  it('followed=1: 401 anonymous; the accounts the caller follows and the caller, by rank', async () => {
    const anonymous = await get('/api/rankings/overall?followed=1');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toContain('sign in');
    const body = (await get('/api/rankings/overall?followed=1', me.headers)).json();
    expect(body.data.map((r: { player: { id: number } }) => r.player.id)).toEqual([p.friend, p.mine]);
    expect(body.total).toBe(2);
    const withCountry = (await get('/api/rankings/overall?followed=1&country=FR', me.headers)).json();
    expect(withCountry.total).toBe(0);
    const theirs = (await get('/api/rankings/overall?followed=1', stranger.headers)).json();
    expect(theirs.data.map((r: { player: { id: number } }) => r.player.id)).toEqual([p.stranger]);
    const off = (await get('/api/rankings/overall?followed=0', me.headers)).json();
    expect(off.total).toBe(4);
  });

  it('followed=1 with an API token: its user with library:read, anonymous (401) without', async () => {
    const token = async (scopes: string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/tokens',
        headers: me.headers,
        payload: { name: `t${scopes.length}`, scopes },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { authorization: `Bearer ${res.json().secret}` };
    };
    const reader = await get('/api/rankings/overall?followed=1', await token(['library:read']));
    expect(reader.json().total).toBe(2);
    const scoresOnly = await get('/api/rankings/overall?followed=1', await token(['scores:write']));
    expect(scoresOnly.statusCode).toBe(401);
    expect((await get('/api/rankings/overall', await token(['scores:write']))).statusCode).toBe(200);
  });

  it('leaves GET /api/rankings (the community tools’ list) as it was', async () => {
    const res = await get('/api/rankings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], total: 0 });
  });
});

describe('GET /api/rankings/overall/{profileId}', () => {
  it('answers the profile’s row, the same shape as a list row', async () => {
    const res = await get(`/api/rankings/overall/${p.mine}`);
    expect(res.statusCode).toBe(200);
    const row = overallRankingRowSchema.parse(res.json());
    const listed = (await get('/api/rankings/overall')).json().data[3];
    expect(row).toEqual(listed);
    expect(row).toMatchObject({ rank: 4, country_rank: 2, rank_change_day: -2 });
  });

  it('404 for a profile without a row or an unknown id; 400 for a malformed id', async () => {
    const unranked = (await t.app.db.insert(leaderboardProfiles).values({ name: 'new' }).returning())[0]!.id;
    for (const id of [unranked, 2147483000]) {
      const res = await get(`/api/rankings/overall/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toContain('overall ranking');
    }
    const bad = await get('/api/rankings/overall/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('profileId');
  });
});

describe('the overall page query', () => {
  const days = { day: daysBefore(today, 1), week: daysBefore(today, 7) };
  const page = { limit: 50, offset: 0 };
  it('reads the whole list through overall_rankings_rank_idx', async () => {
    expect(await planOf(t.app.db, overallPageQuery({}, days, page))).toContain('overall_rankings_rank_idx');
  });
  it('reads a country through overall_rankings_country_idx', async () => {
    expect(await planOf(t.app.db, overallPageQuery({ country: 'DE' }, days, page))).toContain(
      'overall_rankings_country_idx',
    );
  });
});
