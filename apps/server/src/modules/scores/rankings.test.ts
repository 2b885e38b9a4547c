import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { leaderboardProfiles } from '../../db/schema/leaderboards.ts';
import { leaderboards, scores, seasons } from '../../db/schema/scores.ts';
import { recomputeLeaderboardRanks, recomputeRankings } from './index.ts';
import { rows } from './scores.test-helpers.ts';

// The rankings rebuild (docs/decisions/0019) on rows written straight to the tables, the way the
// demo seed writes them; PGlite, or PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let seasonId: number;
const DAY = 86_400_000;
const now = Date.now();
const inSeason = new Date(now - 5 * DAY);
const afterSeason = new Date(now - DAY / 2);

beforeAll(async () => {
  t = await buildTestApp();
  const [season] = await t.db.db
    .insert(seasons)
    .values({ slug: 's1', name: 'Season 1', startsAt: new Date(now - 10 * DAY), endsAt: new Date(now - DAY) })
    .returning();
  seasonId = season!.id;
});
afterAll(async () => t?.close());

const profile = async (name: string) =>
  (await t.db.db.insert(leaderboardProfiles).values({ name }).returning())[0]!.id;

/** A board of its own chart: `name` made a map hash (64 lower-case hex, as the column requires). */
const board = async (name: string, challenge = 0, difficulty = 3) =>
  (
    await t.db.db
      .insert(leaderboards)
      .values({
        hash: createHash('sha256').update(name).digest('hex'),
        difficulty,
        mode: 0,
        challenge,
        maxScore: 10_000,
        maxCombo: 100,
      })
      .returning()
  )[0]!.id;

/** A score with every hit perfect (accuracy 100) unless `perfect` says otherwise. */
const score = (
  leaderboardId: number,
  profileId: number,
  modifiedScore: number,
  createdAt: Date,
  modifiers = 0,
  perfect = 100,
) =>
  t.db.db.insert(scores).values({
    leaderboardId,
    profileId,
    baseScore: modifiedScore,
    modifiedScore,
    notesHit: 10,
    modifiers,
    poorHitPercent: 0,
    goodHitPercent: 100 - perfect,
    perfectHitPercent: perfect,
    maxCombo: 10,
    createdAt,
  });

const list = async (season: number, modifiers: number, difficulty = 3) =>
  (
    await rows(
      t.db.db,
      sql`select p.name, r.rank, r.points, r.rank_avg, r.plays, r.perfect_hit_percent from rankings r
          join leaderboard_profiles p on p.id = r.profile_id
          where r.season_id = ${season} and r.mode = 0 and r.difficulty = ${difficulty} and r.modifiers = ${modifiers}
          order by r.rank`,
    )
  ).map((r) => ({
    ...r,
    name: String(r.name),
    rank: Number(r.rank),
    points: Number(r.points),
    rank_avg: Number(r.rank_avg),
    plays: Number(r.plays),
  }));

describe('recomputeRankings', () => {
  it('builds all-time and season lists, without and with modifiers, counting only in-season scores', async () => {
    const [a, b, c] = [await profile('A'), await profile('B'), await profile('C')];
    const one = await board('r1');
    const two = await board('r2');
    const challenge = await board('r3', 7);
    await score(one, a, 1000, inSeason);
    await score(one, b, 500, inSeason);
    await score(one, b, 2000, afterSeason); // all time only
    await score(one, c, 1500, inSeason, 16); // combined lists only
    await score(two, a, 300, inSeason, 0, 80); // accuracy 90
    await score(challenge, c, 9000, inSeason); // challenges do not count
    await recomputeLeaderboardRanks(t.db.db);
    expect(await recomputeRankings(t.db.db)).toBeGreaterThan(0);

    // Season, no modifiers: board one A 1000 (#1 of 2), B 500 (#2 of 2); board two A alone.
    expect(await list(seasonId, 0)).toEqual([
      { name: 'A', rank: 1, points: 100 + 90, rank_avg: 1, plays: 2, perfect_hit_percent: 90 },
      { name: 'B', rank: 2, points: 50, rank_avg: 2, plays: 1, perfect_hit_percent: 100 },
    ]);
    // All time, no modifiers: B's 2000 (set after the season) leads board one.
    expect((await list(0, 0)).map((r) => [r.name, r.rank, r.points])).toEqual([
      ['A', 1, 50 + 90],
      ['B', 2, 100],
    ]);
    // Season, combined: board one C 1500, A 1000, B 500 (of 3); board two A.
    expect((await list(seasonId, -1)).map((r) => [r.name, r.rank, r.points])).toEqual([
      ['A', 1, (100 * 2) / 3 + 90],
      ['C', 2, 100],
      ['B', 3, 100 / 3],
    ]);
    expect((await list(0, -1)).map((r) => r.name)).toEqual(['A', 'B', 'C']);
  });

  it('replaces only the named family, ranks ties by rank_avg then profile id, and clears emptied lists', async () => {
    const [d, e] = [await profile('D'), await profile('E')];
    const master = await board('m1', 0, 4);
    await score(master, d, 100, inSeason);
    await score(master, e, 50, inSeason);
    await recomputeRankings(t.db.db, [{ mode: 0, difficulty: 4 }]);
    expect((await list(0, 0, 4)).map((r) => [r.name, r.rank])).toEqual([
      ['D', 1],
      ['E', 2],
    ]);
    const expertBefore = await list(0, 0);
    expect(expertBefore.length).toBeGreaterThan(0);
    await t.db.db.execute(sql`delete from scores where leaderboard_id = ${master}`);
    await recomputeRankings(t.db.db, [{ mode: 0, difficulty: 4 }]);
    expect(await list(0, 0, 4)).toEqual([]);
    expect(await list(0, 0)).toEqual(expertBefore);
  });

  it('never leaves a reader a half-built list: the family is swapped in one transaction', async () => {
    const before = await list(0, 0);
    const failing = t.db.db.transaction(async (tx) => {
      await recomputeRankings(tx, [{ mode: 0, difficulty: 3 }]);
      throw new Error('crash after the rebuild, before the commit');
    });
    await expect(failing).rejects.toThrow('crash');
    expect(await list(0, 0)).toEqual(before);
  });
});
