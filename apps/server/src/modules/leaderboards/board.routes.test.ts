import { boardSchema, platformOfHmd, scorePoints } from '@synthhub/shared/leaderboards/board.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { planOf } from '../../../test/query-plan.ts';
import { follows, leaderboardProfiles, users } from '../../db/schema/index.ts';
import { DEMO_HMDS } from '../../scripts/demo/leaderboards.demo-scores.ts';
import { insertBeatmap, insertUser } from '../beatmaps/beatmaps.test-helpers.ts';
import { boardPageSelect } from './board.query.ts';
import { insertLeaderboard, insertScore } from './leaderboards.test-helpers.ts';

// GET /api/leaderboards/{id}/board (docs/decisions/0054 "Boards", "Platform", "Points per score").
// A board of five players on one chart, ranks written directly:
//   #1 Stranger (US, Valve Index)   accuracy 98    #2 Friend (DE, Oculus Quest 2)  accuracy 95
//   #3 loner (no account, no hmd)   accuracy 90    #4 me (DE, Meta Quest 3)        accuracy 94
//   #5 Vive (no account, HTC Vive)  accuracy 82.5; Vive's NoFail (16) play is combined #1.
// "me" follows Friend.
let t: TestApp;
let w: Awaited<ReturnType<typeof seed>>;

async function seed(app: TestApp['app']) {
  const me = await registerUser(app);
  const friend = await registerUser(app);
  const stranger = await registerUser(app);
  const setCountry = (id: number, country: string) =>
    app.db.update(users).set({ country }).where(eq(users.id, id));
  await setCountry(me.user.id, 'DE');
  await setCountry(friend.user.id, 'DE');
  await setCountry(stranger.user.id, 'US');
  await app.db.insert(follows).values({ followerId: me.user.id, followeeId: friend.user.id });
  const uploader = await insertUser(app, `Uploader${process.pid}`);
  const map = await insertBeatmap(app, uploader.id, { title: 'Board Song', mapper: 'MapperName' });
  const hash = (await app.db.query.beatmaps.findFirst({ where: (b, { eq }) => eq(b.id, map) }))!.hash;
  const board = await insertLeaderboard(app, { hash, beatmapId: map, levelAuthorName: 'KuritsaDBS' });
  const [pStranger, pFriend, pLoner, pMe, pVive] = (
    await app.db
      .insert(leaderboardProfiles)
      .values([
        { name: 'StrangerVR', userId: stranger.user.id },
        { name: 'FriendVR', userId: friend.user.id },
        { name: 'loner' },
        { name: 'MeVR', userId: me.user.id },
        { name: 'Vive' },
      ])
      .returning({ id: leaderboardProfiles.id })
  ).map((r) => r.id) as [number, number, number, number, number];
  const row = (
    profileId: number,
    rank: number,
    hmd: string,
    [perfect, good, poor]: [number, number, number],
    combined: number,
  ) =>
    insertScore(app, {
      leaderboardId: board,
      profileId,
      modifiedScore: 1000 - rank * 10,
      best: true,
      rank,
      bestCombined: combined > 0,
      rankCombined: combined,
      hmd,
      perfectHitPercent: perfect,
      goodHitPercent: good,
      poorHitPercent: poor,
      maxCombo: 500 - rank,
    });
  const scores = {
    stranger: await row(pStranger, 1, 'Valve Index', [96, 4, 0], 2),
    friend: await row(pFriend, 2, 'Oculus Quest 2', [90, 10, 0], 3),
    loner: await row(pLoner, 3, '', [80, 20, 0], 4),
    me: await row(pMe, 4, 'Meta Quest 3', [90, 6, 4], 5),
    vive: await row(pVive, 5, 'HTC Vive', [70, 20, 10], 0),
    viveNoFail: await insertScore(app, {
      leaderboardId: board,
      profileId: pVive,
      modifiedScore: 2000,
      modifiers: 16,
      best: true,
      rank: 1,
      bestCombined: true,
      rankCombined: 1,
      hmd: 'HTC Vive',
      perfectHitPercent: 100,
      goodHitPercent: 0,
      poorHitPercent: 0,
    }),
  };
  return {
    me,
    friend,
    board,
    map,
    uploader,
    profiles: { pStranger, pFriend, pLoner, pMe, pVive },
    scores,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await seed(t.app);
});
afterAll(async () => t?.close());

async function get(query: string, bearer?: string, status = 200) {
  const res = await t.app.inject({
    url: `/api/leaderboards/${w.board}/board${query}`,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
const ranks = (body: { rows: { rank: number }[] }) => body.rows.map((r) => r.rank);

describe('platformOfHmd (docs/decisions/0054 "Platform")', () => {
  it('Quest names are quest, other headsets pc, a blank hmd null', () => {
    const mapped = Object.fromEntries(DEMO_HMDS.map((h) => [h, platformOfHmd(h)]));
    expect(mapped).toEqual({
      'Oculus Quest 2': 'quest',
      'Meta Quest 3': 'quest',
      'Meta Quest 3S': 'quest',
      'Valve Index': 'pc',
      'HTC Vive': 'pc',
      'Oculus Rift S': 'pc',
      'Pico 4': 'pc',
      'Meta Quest Pro': 'quest',
    });
    expect(platformOfHmd('Quest 3')).toBe('quest');
    expect(platformOfHmd('QUEST')).toBe('quest');
    expect(platformOfHmd('')).toBeNull();
    expect(platformOfHmd('  ')).toBeNull();
  });
});

describe('GET /api/leaderboards/{id}/board', () => {
  it('answers every row with board rank, points by decision 0054, player and platform', async () => {
    const body = boardSchema.parse(await get(''));
    expect(ranks(body)).toEqual([1, 2, 3, 4, 5]);
    expect(body).toMatchObject({ entrants: 5, total: 5, page: 1, pageCount: 1, limit: 25, modifiers: 0 });
    // accuracy × (n − r + 1) / n with n = 5: 98·5/5, 95·4/5, 90·3/5, 94·2/5, 82.5·1/5
    expect(body.rows.map((r) => r.points)).toEqual([98, 76, 54, 37.6, 16.5]);
    expect(body.rows.map((r) => r.accuracy)).toEqual([98, 95, 90, 94, 82.5]);
    expect(body.rows.map((r) => r.platform)).toEqual(['pc', 'quest', null, 'quest', 'pc']);
    expect(body.rows[1]).toMatchObject({
      id: w.scores.friend,
      modified_score: 980,
      max_combo: 498,
      modifiers: 0,
      player: { id: w.profiles.pFriend, name: w.friend.user.username, country: 'DE' },
    });
    expect(body.rows[2]!.player).toEqual({ id: w.profiles.pLoner, name: 'loner', user: null, country: null });
    expect(body.me).toBeNull();
  });

  it('names the map and its mapper: the beatmap, its uploader and the game’s level author', async () => {
    const { leaderboard } = await get('');
    expect(leaderboard).toMatchObject({
      id: w.board,
      beatmap_id: w.map,
      level_author_name: 'KuritsaDBS',
      beatmap: { id: w.map, title: 'Board Song', mapper: 'MapperName', user: { id: w.uploader.id } },
    });
  });

  it('the combined list (-1) ranks by rank_combined, points from its own n', async () => {
    const body = await get('?modifiers=-1');
    expect(ranks(body)).toEqual([1, 2, 3, 4, 5]);
    expect(body.rows.map((r: { id: number }) => r.id)).toEqual([
      w.scores.viveNoFail,
      w.scores.stranger,
      w.scores.friend,
      w.scores.loner,
      w.scores.me,
    ]);
    expect(body.rows[0]).toMatchObject({ modifiers: 16, points: 100 });
    expect(body.rows[1].points).toBe(78.4); // 98 · 4/5
    const noFail = await get('?modifiers=16');
    expect(noFail).toMatchObject({ entrants: 1, total: 1 });
    expect(noFail.rows[0].points).toBe(100);
  });

  it('pages, and the signed-in player’s own row says its rank and the page it is on', async () => {
    const page1 = await get('?limit=2', w.me.token);
    expect(ranks(page1)).toEqual([1, 2]);
    expect(page1.pageCount).toBe(3);
    expect(page1.me).toMatchObject({ rank: 4, page: 2, row: { id: w.scores.me, points: 37.6 } });
    expect(page1.me.row.player).toMatchObject({ id: w.profiles.pMe, country: 'DE' });
    const page2 = await get('?limit=2&page=2', w.me.token);
    expect(ranks(page2)).toEqual([3, 4]);
    expect((await get('?limit=3', w.me.token)).me.page).toBe(2);
    expect((await get('?limit=4', w.me.token)).me.page).toBe(1);
    expect((await get('?page=9', w.me.token)).rows).toEqual([]);
  });

  it('filters keep board ranks; me.page is the page in the filtered view, null when left out', async () => {
    const de = await get('?country=de&limit=1', w.me.token);
    expect(ranks(de)).toEqual([2]);
    expect(de).toMatchObject({ total: 2, entrants: 5, pageCount: 2 });
    expect(de.rows[0].points).toBe(76); // points stay those of the whole list
    expect(de.me).toMatchObject({ rank: 4, page: 2 });
    const us = await get('?country=US', w.me.token);
    expect(ranks(us)).toEqual([1]);
    expect(us.me).toMatchObject({ rank: 4, page: null });
    expect((await get('?country=FR')).rows).toEqual([]);
  });

  it('followed=1: the players the signed-in user follows, and the user', async () => {
    const body = await get('?followed=1', w.me.token);
    expect(ranks(body)).toEqual([2, 4]);
    expect(body.me).toMatchObject({ rank: 4, page: 1 });
    expect(ranks(await get('?followed=0', w.me.token))).toEqual([1, 2, 3, 4, 5]);
    const friend = await get('?followed=1', w.friend.token);
    expect(ranks(friend)).toEqual([2]);
  });

  it('platform=quest and platform=pc follow the hmd mapping; a blank hmd is in neither', async () => {
    expect(ranks(await get('?platform=quest'))).toEqual([2, 4]);
    expect(ranks(await get('?platform=pc'))).toEqual([1, 5]);
    expect(ranks(await get('?platform=quest&country=DE&followed=1', w.friend.token))).toEqual([2]);
  });

  it('400 naming the field for a bad country, platform, modifiers, followed, limit; 404 unknown board', async () => {
    const message = async (q: string) => (await get(q, undefined, 400)).message as string;
    expect(await message('?country=XX')).toContain('country');
    expect(await message('?country=deu')).toContain('country');
    expect(await message('?platform=vr')).toContain('platform');
    expect(await message('?modifiers=65536')).toContain('modifiers');
    expect(await message('?modifiers=abc')).toContain('modifiers');
    expect(await message('?followed=yes')).toContain('followed');
    expect(await message('?limit=101')).toContain('limit');
    expect(await message('?page=0')).toContain('page');
    expect(await message('?bogus=1')).toContain('bogus');
    const missing = await t.app.inject({ url: '/api/leaderboards/999999/board' });
    expect(missing.statusCode).toBe(404);
  });

  it('followed=1 signed out is 401 and says why', async () => {
    expect((await get('?followed=1', undefined, 401)).message).toMatch(/sign in/i);
  });
});

describe('GET /api/leaderboards/{id}/board by credential kind (docs/decisions/0045)', () => {
  async function token(session: string, scopes: string[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/tokens',
      headers: { authorization: `Bearer ${session}` },
      payload: { name: 'mod', scopes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { secret: string }).secret;
  }

  it('an API token reads as its user only with library:read; otherwise as a visitor', async () => {
    const scoresOnly = await token(w.me.token, ['scores:write']);
    expect((await get('', scoresOnly)).me).toBeNull();
    await get('?followed=1', scoresOnly, 401);
    const library = await token(w.me.token, ['library:read']);
    expect((await get('', library)).me).toMatchObject({ rank: 4 });
    expect(ranks(await get('?followed=1', library))).toEqual([2, 4]);
  });

  it('an admin without a profile gets no own row; a suspended account is refused', async () => {
    const admin = await registerAdmin(t.app);
    const body = await get('?followed=1', admin.token);
    expect(body.me).toBeNull();
    expect(body.rows).toEqual([]);
    const suspended = await registerUser(t.app);
    await t.app.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    await get('', suspended.token, 401);
  });
});

describe('GET /api/leaderboards/{id}/board statements', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    'runs the same number of statements for 1 row as for 5, at most 8 signed in with filters',
    async () => {
      const spy = vi.spyOn(t.db.pglite!, 'query');
      const count = async (q: string, bearer?: string) => {
        spy.mockClear();
        await get(q, bearer);
        return spy.mock.calls.length;
      };
      try {
        expect(await count('?limit=1')).toBe(await count('?limit=5'));
        const one = await count('?limit=1&platform=quest&followed=1', w.me.token);
        const five = await count('?limit=5&platform=quest&followed=1', w.me.token);
        expect(one).toBe(five);
        expect(five).toBeGreaterThanOrEqual(6); // board, beatmap, counts, page, own row, position, players
        expect(five).toBeLessThanOrEqual(8);
      } finally {
        spy.mockRestore();
      }
    },
  );
});

describe('board query plans (conventions habit 5)', () => {
  it('a page of the exact and the combined list reads the rank indexes, filters or not', async () => {
    for (const [modifiers, index] of [
      [0, 'scores_board_rank_idx'],
      [-1, 'scores_board_combined_idx'],
    ] as const) {
      const plain = boardPageSelect(t.app.db, { leaderboardId: w.board, modifiers }, 1, 25);
      expect(await planOf(t.app.db, plain)).toContain(index);
      const filtered = boardPageSelect(
        t.app.db,
        { leaderboardId: w.board, modifiers, country: 'DE', platform: 'quest' },
        1,
        25,
      );
      expect(await planOf(t.app.db, filtered)).toContain(index);
    }
  });
});

describe('scorePoints', () => {
  it('is accuracy × (n − r + 1) / n, 0 outside the list', () => {
    expect(scorePoints(90, 1, 3)).toBe(90);
    expect(scorePoints(90, 3, 3)).toBe(30);
    expect(scorePoints(97.3, 2, 7)).toBe(83.4); // 97.3 · 6/7 = 83.4
    expect(scorePoints(90, 0, 3)).toBe(0);
    expect(scorePoints(90, 4, 3)).toBe(0);
    expect(scorePoints(90, 1, 0)).toBe(0);
  });
});
