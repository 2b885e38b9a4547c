import { describe, expect, it } from 'vitest';
import {
  profilePlaySchema,
  profileSummarySchema,
  rankHistoryPointSchema,
} from '@synthhub/shared/leaderboards/profile-story.schemas';
import { overallRankings, rankSnapshots, users } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { useCompetition } from '../leaderboards/leaderboards.test-helpers.ts';
import { utcDay } from './leaderboard-profiles.summary.ts';

// GET /api/leaderboard-profiles/{id}/summary, /history and /plays (docs/decisions/0054 "A profile
// that tells a story") on the seeded world of leaderboards.test-helpers.ts, with overall rows and
// snapshots written here (the overall-ranking job is not part of this module).
const c = useCompetition();

const snapshot = (profileId: number, daysAgo: number, rank: number, accuracy = 90) => ({
  profileId,
  day: utcDay(new Date(), daysAgo),
  rank,
  countryRank: rank + 1,
  points: 1000 - rank,
  accuracy,
  plays: 3,
});

describe('GET /api/leaderboard-profiles/{id}/summary', () => {
  it('answers the player, its overall row and the places gained since yesterday and last week', async () => {
    const { kai, mika } = c.w.profiles;
    await c.t.app.db.update(users).set({ country: 'DE' }).where(eq(users.id, c.w.kaiUser.id));
    await c.t.app.db.insert(overallRankings).values({
      profileId: kai,
      rank: 4,
      country: 'DE',
      countryRank: 2,
      points: 321.5,
      accuracy: 93.25,
      plays: 12,
      firstPlaces: 3,
    });
    await c.t.app.db
      .insert(rankSnapshots)
      .values([snapshot(kai, 1, 6), snapshot(kai, 7, 3), snapshot(kai, 3, 9)]);
    const body = profileSummarySchema.parse(await c.get(`/api/leaderboard-profiles/${kai}/summary`));
    expect(body.player).toMatchObject({
      id: kai,
      name: c.w.kaiUser.username,
      country: 'DE',
      user: { id: c.w.kaiUser.id },
    });
    expect(body.overall).toEqual({
      rank: 4,
      country_rank: 2,
      points: 321.5,
      accuracy: 93.25,
      plays: 12,
      first_places: 3,
    });
    // Yesterday #6 → #4: up 2; a week ago #3 → #4: down 1.
    expect(body.rank_change_day).toBe(2);
    expect(body.rank_change_week).toBe(-1);

    // Mika has snapshots but no overall row: not ranked, no change shown.
    await c.t.app.db.insert(rankSnapshots).values(snapshot(mika, 1, 5));
    expect(await c.get(`/api/leaderboard-profiles/${mika}/summary`)).toEqual({
      player: { id: mika, name: 'Mika', user: null, country: null },
      overall: null,
      rank_change_day: null,
      rank_change_week: null,
    });
  });

  it('no snapshot of that day: no change; 404 unknown, 400 malformed id', async () => {
    const { rider } = c.w.profiles;
    await c.t.app.db.insert(overallRankings).values({
      profileId: rider,
      rank: 9,
      points: 10,
      accuracy: 80,
      plays: 1,
    });
    const body = await c.get(`/api/leaderboard-profiles/${rider}/summary`);
    expect(body).toMatchObject({ overall: { rank: 9, country_rank: null }, rank_change_day: null });
    await c.get('/api/leaderboard-profiles/999999/summary', 404);
    await c.get('/api/leaderboard-profiles/abc/summary', 400);
  });
});

describe('GET /api/leaderboard-profiles/{id}/history', () => {
  it('answers the snapshots inside the window, oldest first', async () => {
    const { riderLower: p } = c.w.profiles;
    await c.t.app.db
      .insert(rankSnapshots)
      .values([
        snapshot(p, 0, 10, 91),
        snapshot(p, 40, 30, 85),
        snapshot(p, 5, 20, 88),
        snapshot(p, 100, 50),
      ]);
    const all = (await c.get(`/api/leaderboard-profiles/${p}/history`)).map((x: unknown) =>
      rankHistoryPointSchema.parse(x),
    );
    // Default 90 days: the 100-day-old snapshot is out.
    expect(all.map((h: { rank: number }) => h.rank)).toEqual([30, 20, 10]);
    expect(all[0]).toEqual({
      day: utcDay(new Date(), 40),
      rank: 30,
      country_rank: 31,
      points: 970,
      accuracy: 85,
    });
    const week = await c.get(`/api/leaderboard-profiles/${p}/history?days=7`);
    expect(week.map((h: { day: string }) => h.day)).toEqual([utcDay(new Date(), 5), utcDay(new Date(), 0)]);
    expect((await c.get(`/api/leaderboard-profiles/${p}/history?days=1`)).length).toBe(1);
    expect((await c.get(`/api/leaderboard-profiles/${p}/history?days=365`)).length).toBe(4);
  });

  it('days outside 1–365 or not a number: 400 naming days; unknown profile 404; none yet: []', async () => {
    const { riderLower: p, mika } = c.w.profiles;
    for (const days of ['0', '366', 'abc', '1.5', '-3']) {
      const bad = await c.get(`/api/leaderboard-profiles/${p}/history?days=${days}`, 400);
      expect(bad.message).toContain('days');
    }
    expect((await c.get(`/api/leaderboard-profiles/${p}/history?weeks=2`, 400)).message).toContain('weeks');
    await c.get('/api/leaderboard-profiles/999999/history', 404);
    expect(await c.get(`/api/leaderboard-profiles/${c.w.profiles.kai}/history?days=2`)).toEqual([
      expect.objectContaining({ day: utcDay(new Date(), 1), rank: 6 }),
    ]);
    expect(await c.get(`/api/leaderboard-profiles/${mika}/history?days=1`)).toEqual([]);
  });
});

describe('GET /api/leaderboard-profiles/{id}/plays', () => {
  it('one combined best per board with its points; ordered by points, accuracy or date', async () => {
    const { kai } = c.w.profiles;
    const byPoints = await c.get(`/api/leaderboard-profiles/${kai}/plays`);
    // Kai's combined bests: aMaster 950 (1 of 3), ost 500 (2 of 2), draft 400 (1 of 1), challenge 300.
    expect(byPoints).toMatchObject({ total: 4, count: 4, page: 1, pageCount: 1 });
    const plays = byPoints.data.map((p: unknown) => profilePlaySchema.parse(p));
    const acc = 90.5 + 6.25 / 2 + 2 / 4;
    const pts = Object.fromEntries(
      plays.map((p: { leaderboard: { id: number }; points: number }) => [p.leaderboard.id, p.points]),
    );
    expect(pts[c.w.boards.aMaster]).toBeCloseTo(acc, 9);
    expect(pts[c.w.boards.ost]).toBeCloseTo(acc / 2, 9);
    expect(pts[c.w.boards.challenge]).toBe(0);
    // aMaster and draft (1 of 1, count 0 read as 1) both earn the whole accuracy: the newer first.
    expect(plays.slice(0, 2).map((p: { leaderboard: { id: number } }) => p.leaderboard.id)).toEqual([
      c.w.boards.draft,
      c.w.boards.aMaster,
    ]);
    expect(plays[1]).toMatchObject({ rank: 1, entrants: 3, modified_score: 950, modifiers: 16 });
    expect(plays.at(-1).leaderboard.id).toBe(c.w.boards.challenge);
    const points = plays.map((p: { points: number }) => p.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    // The draft's beatmap is not public: its board embeds no beatmap.
    expect(
      plays.find((p: { leaderboard: { id: number } }) => p.leaderboard.id === c.w.boards.draft).leaderboard
        .beatmap,
    ).toBeNull();

    const recent = await c.get(`/api/leaderboard-profiles/${kai}/plays?sort=recent&limit=1&page=1`);
    expect(recent).toMatchObject({ count: 1, total: 4, pageCount: 4 });
    const dates = [];
    for (let page = 1; page <= 4; page++) {
      const r = await c.get(`/api/leaderboard-profiles/${kai}/plays?sort=recent&limit=1&page=${page}`);
      dates.push(r.data[0].created_at);
    }
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await c.get(`/api/leaderboard-profiles/${kai}/plays?page=9`)).toMatchObject({
      data: [],
      total: 4,
    });
  });

  it('by accuracy; 400 for a bad sort or limit, 404 unknown, empty for a profile without scores', async () => {
    const mika = await c.get(`/api/leaderboard-profiles/${c.w.profiles.mika}/plays?sort=accuracy`);
    // Mika: ost 600 at 90.5/6.25/2 beats aMaster 850 at 80/10/5.
    expect(mika.data.map((p: { leaderboard: { id: number } }) => p.leaderboard.id)).toEqual([
      c.w.boards.ost,
      c.w.boards.aMaster,
    ]);
    expect(mika.data[1].accuracy).toBeCloseTo(80 + 5 + 1.25, 9);
    const p = c.w.profiles.kai;
    expect((await c.get(`/api/leaderboard-profiles/${p}/plays?sort=score`, 400)).message).toContain('sort');
    expect((await c.get(`/api/leaderboard-profiles/${p}/plays?limit=51`, 400)).message).toContain('limit');
    expect((await c.get(`/api/leaderboard-profiles/${p}/plays?page=0`, 400)).message).toContain('page');
    await c.get('/api/leaderboard-profiles/999999/plays', 404);
    expect(await c.get(`/api/leaderboard-profiles/${c.w.profiles.riderLower}/plays`)).toMatchObject({
      data: [],
      total: 0,
      pageCount: 0,
    });
  });
});
