import { and, count, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { insertBeatmap, insertUser } from '../../modules/beatmaps/beatmaps.test-helpers.ts';
import {
  beatmaps,
  challenges,
  dethrones,
  leaderboardProfiles,
  leaderboards,
  rankings,
  scores,
  seasons,
  users,
} from '../../db/schema/index.ts';
import { makeUser, submission } from '../../modules/scores/scores.test-helpers.ts';
import { demoOstHash } from './leaderboards.demo-catalog.ts';
import {
  type DemoLeaderboardCounts,
  DemoLeaderboardsAborted,
  seedDemoLeaderboards,
} from './leaderboards.demo.ts';

/** Rows of a raw query, on either driver. */
const rowsOf = (r: unknown) =>
  (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

const NOW = Date.UTC(2026, 10, 26, 12);
let t: TestApp;
let made: DemoLeaderboardCounts;

/** Two demo-like beatmaps (Hard + Expert, published a year ago), then the demo leaderboards on them. */
async function seedOn(app: TestApp['app']): Promise<DemoLeaderboardCounts> {
  const mapper = await insertUser(app, 'DemoMapperLb');
  const admin = await insertUser(app, 'DemoAdminLb');
  for (let i = 0; i < 2; i++) {
    const publishedAt = new Date(NOW - 365 * 86_400_000);
    await insertBeatmap(app, mapper.id, { noteCounts: { Hard: 400 + i, Expert: 600 + i }, publishedAt });
  }
  return seedDemoLeaderboards(app.db, { ownerId: admin.id, ost: 6, profiles: 120, accounts: 5, now: NOW });
}

beforeAll(async () => {
  t = await buildTestApp();
  made = await seedOn(t.app);
}, 120_000);
afterAll(async () => t?.close());

const total = async (table: typeof scores | typeof leaderboards | typeof seasons | typeof dethrones) => {
  const [row] = await t.app.db.select({ n: count() }).from(table as typeof scores);
  return row!.n;
};

describe('seedDemoLeaderboards', () => {
  it('makes OST entries, a board per chart × mode, challenges, profiles and thousands of scores', async () => {
    // 6 OST × 5 difficulties × 2 modes + 2 maps × 2 difficulties × 2 modes + 2 challenges × 2 boards.
    expect(made).toMatchObject({
      ostBeatmaps: 6,
      leaderboards: 60 + 8 + 4,
      profiles: 120,
      seasons: 2,
      challenges: 2,
    });
    expect(await total(leaderboards)).toBe(made.leaderboards);
    expect(await total(scores)).toBe(made.scores);
    expect(made.scores).toBeGreaterThan(2000);
    expect(await total(dethrones)).toBe(made.dethrones);
    expect(made.dethrones).toBeGreaterThan(10);
    const [linked] = await t.app.db
      .select({ n: count() })
      .from(leaderboardProfiles)
      .where(sql`${leaderboardProfiles.userId} is not null`);
    expect(linked!.n).toBe(5);
  });

  it('gives demo accounts countries and standalone profiles distinct Steam accounts (docs/decisions/0054)', async () => {
    const profiles = await t.app.db
      .select({
        userId: leaderboardProfiles.userId,
        provider: leaderboardProfiles.provider,
        providerUserId: leaderboardProfiles.providerUserId,
        country: users.country,
      })
      .from(leaderboardProfiles)
      .leftJoin(users, eq(users.id, leaderboardProfiles.userId));
    const standalone = profiles.filter((p) => p.userId === null);
    expect(standalone).toHaveLength(115);
    expect(standalone.every((p) => p.provider === 'steam' && /^7656119\d{10}$/.test(p.providerUserId!))).toBe(
      true,
    );
    expect(new Set(standalone.map((p) => p.providerUserId)).size).toBe(115);
    const accounts = profiles.filter((p) => p.userId !== null);
    expect(accounts.every((p) => p.provider === null)).toBe(true);
    expect(accounts.filter((p) => p.country !== null).length).toBeGreaterThanOrEqual(4);
  });

  it('is deterministic: the same beatmaps give the same score count', async () => {
    const again = await buildTestApp();
    try {
      const second = await seedOn(again.app);
      expect(second).toEqual(made);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('leaves nothing behind when it fails or is aborted part-way (one transaction: a resumed start makes it once)', async () => {
    const fresh = await buildTestApp();
    try {
      const owner = await insertUser(fresh.app, 'DemoAdminLb');
      const failing = seedDemoLeaderboards(fresh.app.db, {
        ownerId: owner.id,
        ost: 2,
        profiles: 10,
        now: NOW,
        onMade: () => Promise.reject(new Error('killed')),
      });
      await expect(failing).rejects.toThrow('killed');
      // Aborted (SIGINT) part-way: it stops at the next phase and rolls back too.
      let reads = 0;
      const signal = {
        get aborted() {
          return ++reads > 2;
        },
      } as AbortSignal;
      const aborted = seedDemoLeaderboards(fresh.app.db, {
        ownerId: owner.id,
        ost: 2,
        profiles: 10,
        now: NOW,
        signal,
      });
      await expect(aborted).rejects.toBeInstanceOf(DemoLeaderboardsAborted);
      for (const table of [beatmaps, leaderboards, scores, leaderboardProfiles, seasons] as const) {
        const [row] = await fresh.app.db.select({ n: count() }).from(table as typeof scores);
        expect(row!.n).toBe(0);
      }
      const made = await seedDemoLeaderboards(fresh.app.db, {
        ownerId: owner.id,
        ost: 2,
        profiles: 10,
        now: NOW,
      });
      expect(made).toMatchObject({
        ostBeatmaps: 2,
        leaderboards: 20 + 2,
        profiles: 10,
        seasons: 2,
        challenges: 1,
      });
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('OST entries are public, have their leaderboards, and no download (404, no content-disposition)', async () => {
    const ost = await t.app.db.select().from(beatmaps).where(eq(beatmaps.ost, true));
    expect(ost).toHaveLength(6);
    expect(ost[0]!.hash).toBe(demoOstHash(0));
    const res = await t.app.inject({ url: `/api/beatmaps/${ost[0]!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ost: true,
      published: true,
      difficulties: ['Easy', 'Normal', 'Hard', 'Expert', 'Master'],
    });
    // Out of the public grid (no publish date), listed by the OST query of formats.md §6.2.
    const grid = await t.app.inject({ url: '/api/beatmaps?limit=50' });
    expect(grid.json().total).toBe(2);
    const listed = await t.app.inject({
      url: '/api/beatmaps?s={"published":{"$or":[true,false]},"ost":true}',
    });
    expect(listed.json().total).toBe(6);
    for (const url of [
      `/api/beatmaps/${ost[0]!.id}/download`,
      `/api/beatmaps/hash/download/${ost[0]!.hash}`,
    ]) {
      const download = await t.app.inject({ url });
      expect(download.statusCode, url).toBe(404);
      expect(download.headers['content-disposition'], url).toBeUndefined();
    }
    const boards = await t.app.db
      .select({ n: count() })
      .from(leaderboards)
      .where(and(eq(leaderboards.beatmapId, ost[0]!.id), eq(leaderboards.challenge, 0)));
    expect(boards[0]!.n).toBe(10);
    const [board] = await t.app.db
      .select()
      .from(leaderboards)
      .where(eq(leaderboards.hash, ost[0]!.hash))
      .limit(1);
    expect(board!.scoreCount).toBeGreaterThan(20);
  });

  it('a submitted score on a seeded OST chart lands on its seeded board and is ranked by the job', async () => {
    const player = await makeUser(t.app, 'lbdemo');
    const [board] = await t.app.db
      .select()
      .from(leaderboards)
      .where(
        and(eq(leaderboards.hash, demoOstHash(0)), eq(leaderboards.difficulty, 3), eq(leaderboards.mode, 0)),
      );
    const [top] = await t.app.db
      .select()
      .from(scores)
      .where(and(eq(scores.leaderboardId, board!.id), eq(scores.rankCombined, 1)));
    const body = submission(
      demoOstHash(0),
      {
        baseScore: board!.maxScore,
        modifiedScore: board!.maxScore,
        notesHit: board!.maxCombo,
        maxCombo: board!.maxCombo,
      },
      { difficulty: 3, mode: 0, maxScore: board!.maxScore, maxCombo: board!.maxCombo },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scores',
      headers: player.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().leaderboard.id).toBe(board!.id);
    await t.app.jobs.drained();
    const [mine] = await t.app.db.select().from(scores).where(eq(scores.id, res.json().score.id));
    expect(mine).toMatchObject({ rankCombined: 1, rank: 1 });
    const [former] = await t.app.db.select().from(scores).where(eq(scores.id, top!.id));
    expect(former!.rankCombined).toBe(2);
  });

  it('ranks every board 1..N without gaps, per modifiers set and combined', async () => {
    const perSet = rowsOf(
      await t.app.db.execute(sql`select leaderboard_id, modifiers, count(*)::int as n, min(rank) as lo,
          max(rank) as hi, count(distinct rank)::int as d
        from ${scores} where best group by leaderboard_id, modifiers`),
    );
    expect(perSet.length).toBeGreaterThan(100);
    for (const r of perSet)
      expect([Number(r.lo), Number(r.hi), Number(r.d)]).toEqual([1, Number(r.n), Number(r.n)]);
    const combined = rowsOf(
      await t.app.db.execute(sql`select l.score_count, count(s.id)::int as n, max(s.rank_combined) as hi,
          count(distinct s.rank_combined)::int as d
        from ${leaderboards} l join ${scores} s on s.leaderboard_id = l.id and s.best_combined group by l.id`),
    );
    for (const r of combined)
      expect([Number(r.hi), Number(r.d), Number(r.score_count)]).toEqual([
        Number(r.n),
        Number(r.n),
        Number(r.n),
      ]);
    const [history] = await t.app.db.select({ n: count() }).from(scores).where(eq(scores.rank, 0));
    expect(history!.n).toBeGreaterThan(500); // older attempts stay as history
  });

  it('scores are plausible: percents sum ≤ 100, scores ≤ the chart max, combos ≤ notes hit, mostly no modifiers', async () => {
    const [bad] = rowsOf(
      await t.app.db
        .execute(sql`select count(*)::int as n from ${scores} s join ${leaderboards} l on l.id = s.leaderboard_id
        where s.poor_hit_percent + s.good_hit_percent + s.perfect_hit_percent > 100
           or s.poor_hit_percent < 0 or s.base_score > l.max_score or s.modified_score > l.max_score
           or s.notes_hit > l.max_combo or s.max_combo > s.notes_hit`),
    );
    expect(Number(bad!.n)).toBe(0);
    const mods = rowsOf(
      await t.app.db.execute(
        sql`select modifiers, count(*)::int as n from ${scores} group by modifiers order by n desc`,
      ),
    );
    expect(Number(mods[0]!.modifiers)).toBe(0);
    expect(Number(mods[0]!.n) / made.scores).toBeGreaterThan(0.7);
    expect(mods.map((m) => Number(m.modifiers))).toEqual(expect.arrayContaining([16, 1]));
  });

  it('has a past and a current season with rankings, and challenges with their own boards', async () => {
    const list = await t.app.db.select().from(seasons).orderBy(seasons.startsAt);
    expect(list.map((s) => s.slug)).toEqual(['season-1', 'season-2']);
    expect(list[0]!.endsAt.getTime()).toBeLessThan(NOW);
    expect(list[1]!.startsAt.getTime()).toBeLessThan(NOW);
    expect(list[1]!.endsAt.getTime()).toBeGreaterThan(NOW);
    for (const seasonId of [0, list[0]!.id, list[1]!.id]) {
      const [r] = await t.app.db
        .select({ n: count() })
        .from(rankings)
        .where(
          and(
            eq(rankings.seasonId, seasonId),
            eq(rankings.mode, 0),
            eq(rankings.difficulty, 3),
            eq(rankings.modifiers, 0),
          ),
        );
      expect(r!.n, `season ${seasonId}`).toBeGreaterThan(20);
    }
    const current = rowsOf(
      await t.app.db.execute(sql`select count(*)::int as n, max(rank) as hi from ${rankings}
        where season_id = ${list[1]!.id} and mode = 0 and difficulty = 3 and modifiers = -1`),
    );
    expect(Number(current[0]!.hi)).toBe(Number(current[0]!.n));
    expect(await t.app.db.select({ id: challenges.id }).from(challenges)).toHaveLength(2);
    const [boards] = await t.app.db
      .select({ n: count() })
      .from(leaderboards)
      .where(gt(leaderboards.challenge, 0));
    expect(boards!.n).toBe(4);
  });

  it('ends with the overall ranking, today’s snapshot, yesterday’s and last week’s (docs/decisions/0054)', async () => {
    const overall = rowsOf(
      await t.app.db.execute(sql`select count(*)::int as n, max(rank) as hi from overall_rankings`),
    );
    expect(Number(overall[0]!.n)).toBeGreaterThan(50);
    expect(Number(overall[0]!.hi)).toBe(Number(overall[0]!.n));
    const days = rowsOf(
      await t.app.db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as n
        from rank_snapshots group by day order by day`),
    );
    expect(days.map((d) => d.day)).toEqual(['2026-11-19', '2026-11-25', '2026-11-26']);
    expect(Number(days.at(-1)!.n)).toBe(Number(overall[0]!.n));
    const moved = rowsOf(
      await t.app.db.execute(sql`select count(*)::int as n from overall_rankings o
        join rank_snapshots s on s.profile_id = o.profile_id and s.day = '2026-11-19' where s.rank <> o.rank`),
    );
    expect(Number(moved[0]!.n)).toBeGreaterThan(0);
    // The demo accounts chose countries: their profiles have country ranks 1…k per country.
    const countries = rowsOf(
      await t.app.db.execute(sql`select country, count(*)::int as n, max(country_rank) as hi
        from overall_rankings where country is not null group by country order by country`),
    );
    expect(countries.length).toBeGreaterThan(0);
    for (const c of countries) expect(Number(c.hi)).toBe(Number(c.n));
  });
});
