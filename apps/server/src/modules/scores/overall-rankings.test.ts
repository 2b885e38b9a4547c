import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { leaderboardProfiles } from '../../db/schema/leaderboards.ts';
import { leaderboards, scores } from '../../db/schema/scores.ts';
import { users } from '../../db/schema/users.ts';
import {
  OVERALL_RANKINGS_JOB,
  daysBefore,
  enqueueLeaderboardRanks,
  enqueueOverallRankings,
  recomputeOverallRankings,
  snapshotRanks,
  snapshotRanksFromScores,
} from './index.ts';
import { rows } from './scores.test-helpers.ts';

// The overall ranking and its snapshots (docs/decisions/0054) on rows written straight to the
// tables; every expected number is worked out by hand in the comments.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
const profile = async (name: string, country?: string) => {
  let userId: number | null = null;
  if (country !== undefined) {
    seq++;
    const [u] = await t.db.db
      .insert(users)
      .values({ username: `${name}${seq}u`, email: `${name}${seq}@example.test`, country })
      .returning();
    userId = u!.id;
  }
  return (await t.db.db.insert(leaderboardProfiles).values({ name, userId }).returning())[0]!.id;
};

const board = async (name: string, mode = 0, difficulty = 3, challenge = 0) =>
  (
    await t.db.db
      .insert(leaderboards)
      .values({
        hash: createHash('sha256').update(name).digest('hex'),
        difficulty,
        mode,
        challenge,
        maxScore: 100_000,
        maxCombo: 100,
      })
      .returning()
  )[0]!.id;

/** A score whose accuracy is exactly `accuracy` (all perfect hits, formats.md §6.2). */
const score = (
  leaderboardId: number,
  profileId: number,
  modifiedScore: number,
  accuracy: number,
  held = false,
) =>
  t.db.db.insert(scores).values({
    leaderboardId,
    profileId,
    baseScore: modifiedScore,
    modifiedScore,
    notesHit: 10,
    poorHitPercent: 0,
    goodHitPercent: 0,
    perfectHitPercent: accuracy,
    maxCombo: 10,
    held,
  });

const overall = async () =>
  (
    await rows(
      t.db.db,
      sql`select p.name, o.rank, o.country, o.country_rank, o.points, o.accuracy, o.plays, o.first_places
          from overall_rankings o join leaderboard_profiles p on p.id = o.profile_id order by o.rank`,
    )
  ).map((r) => ({
    name: String(r.name),
    rank: Number(r.rank),
    country: r.country === null ? null : String(r.country),
    country_rank: r.country_rank === null ? null : Number(r.country_rank),
    points: Number(r.points),
    accuracy: Number(r.accuracy),
    plays: Number(r.plays),
    first_places: Number(r.first_places),
  }));

describe('recomputeOverallRankings', () => {
  it('weights each profile’s combined-best board points by 0.965^i across modes and difficulties', async () => {
    const [a, b, c] = [await profile('A', 'DE'), await profile('B', 'DE'), await profile('C')];
    const x = await board('x', 0, 3); // Rhythm Expert
    const y = await board('y', 1, 2); // Force Hard
    const z = await board('z', 0, 4); // Rhythm Master
    const w = await board('w', 0, 3, 9); // a challenge board: never counted
    await score(x, a, 700, 99); // A's worse score on x: only the best counts
    await score(x, a, 1000, 100);
    await score(x, b, 900, 90);
    await score(x, c, 800, 80);
    await score(x, b, 5000, 100, true); // held: would take #1 on x
    await score(y, b, 2000, 95);
    await score(y, a, 1500, 50);
    await score(z, c, 500, 70);
    await score(z, a, 900, 100, true); // held: would take #1 on z
    await score(w, c, 9000, 100);
    expect(await recomputeOverallRankings(t.db.db)).toBe(3);

    // x (n = 3): A 100·3/3 = 100, B 90·2/3 = 60, C 80·1/3 = 26.667
    // y (n = 2): B 95·2/2 = 95, A 50·1/2 = 25;  z (n = 1): C 70
    // A: 100 + 25·0.965 = 124.125;  B: 95 + 60·0.965 = 152.9;  C: 70 + 26.667·0.965 = 95.733
    const list = await overall();
    expect(list.map((r) => [r.name, r.rank, r.country, r.country_rank])).toEqual([
      ['B', 1, 'DE', 1],
      ['A', 2, 'DE', 2],
      ['C', 3, null, null],
    ]);
    const [rb, ra, rc] = list;
    expect(rb!.points).toBeCloseTo(152.9, 9);
    expect(ra!.points).toBeCloseTo(124.125, 9);
    expect(rc!.points).toBeCloseTo(70 + (80 / 3) * 0.965, 9);
    expect([ra!.accuracy, rb!.accuracy, rc!.accuracy]).toEqual([75, 92.5, 75]);
    expect(list.map((r) => [r.plays, r.first_places])).toEqual([
      [2, 1],
      [2, 1],
      [2, 1],
    ]);
  });

  it('breaks ties by more plays, then the lower profile id; ranks each country apart', async () => {
    await t.db.db.execute(sql`delete from scores`);
    const d = await profile('D', 'FR');
    const e = await profile('E', 'FR');
    const f = await profile('F', 'JP');
    await score(await board('u'), d, 100, 60); // D: 60, 1 play
    await score(await board('v'), e, 100, 60); // E: 60 + 0·0.965 = 60, 2 plays
    await score(await board('t'), e, 100, 0);
    await score(await board('s'), f, 100, 60); // F: 60, 1 play, higher id than D
    await recomputeOverallRankings(t.db.db);
    expect((await overall()).map((r) => [r.name, r.rank, r.points, r.country_rank, r.first_places])).toEqual([
      ['E', 1, 60, 1, 2],
      ['D', 2, 60, 2, 1],
      ['F', 3, 60, 1, 1],
    ]);
  });

  it('drops profiles left without a counted score (a score held later counts nowhere)', async () => {
    await t.db.db.execute(sql`update scores set held = true
      where profile_id = (select id from leaderboard_profiles where name = 'F')`);
    await recomputeOverallRankings(t.db.db);
    expect((await overall()).map((r) => r.name)).toEqual(['E', 'D']);
  });
});

describe('snapshotRanks', () => {
  const snapshot = async (day: string) =>
    (
      await rows(
        t.db.db,
        sql`select p.name, s.rank, s.country_rank, s.plays from rank_snapshots s
            join leaderboard_profiles p on p.id = s.profile_id where s.day = ${day}::date order by s.rank`,
      )
    ).map((r) => [String(r.name), Number(r.rank), Number(r.country_rank), Number(r.plays)]);

  it('writes one row per ranked profile for the day and replaces them when run again', async () => {
    expect(await snapshotRanks(t.db.db, '2026-12-01')).toBe(2);
    expect(await snapshot('2026-12-01')).toEqual([
      ['E', 1, 1, 2],
      ['D', 2, 2, 1],
    ]);
    await t.db.db.execute(sql`update scores set held = false`);
    await recomputeOverallRankings(t.db.db);
    expect(await snapshotRanks(t.db.db, '2026-12-01')).toBe(3);
    expect(await snapshotRanks(t.db.db, '2026-12-01')).toBe(3);
    expect(await snapshot('2026-12-01')).toEqual([
      ['E', 1, 1, 2],
      ['D', 2, 2, 1],
      ['F', 3, 1, 1],
    ]);
    expect(await snapshotRanks(t.db.db, '2026-12-02')).toBe(3);
    const total = await rows(t.db.db, sql`select count(*)::int as n from rank_snapshots`);
    expect(Number(total[0]!.n)).toBe(6);
  });

  it('refuses a day that is not YYYY-MM-DD', async () => {
    await expect(snapshotRanks(t.db.db, '2026-12-1')).rejects.toThrow(/YYYY-MM-DD/);
    await expect(snapshotRanksFromScores(t.db.db, 'yesterday')).rejects.toThrow(/YYYY-MM-DD/);
  });

  it('snapshotRanksFromScores writes a past day as it stood at its end, from the scores made before', async () => {
    await t.db.db.execute(sql`delete from scores`);
    const [h, k] = [await profile('H'), await profile('K')];
    const q = await board('q');
    // H leads q from Nov 1; K beats H at 23:59 on Nov 3, and H takes it back on Nov 4.
    const at = (iso: string) => sql`${iso}::timestamptz`;
    await t.db.db
      .execute(sql`insert into scores (leaderboard_id, profile_id, base_score, modified_score, notes_hit,
        poor_hit_percent, good_hit_percent, perfect_hit_percent, max_combo, created_at) values
      (${q}, ${h}, 500, 500, 10, 0, 0, 90, 10, ${at('2026-11-01T10:00:00Z')}),
      (${q}, ${k}, 600, 600, 10, 0, 0, 80, 10, ${at('2026-11-03T23:59:00Z')}),
      (${q}, ${h}, 700, 700, 10, 0, 0, 95, 10, ${at('2026-11-04T00:00:00Z')})`);
    expect(await snapshotRanksFromScores(t.db.db, '2026-10-31')).toBe(0);
    expect(await snapshotRanksFromScores(t.db.db, '2026-11-02')).toBe(1);
    expect(await snapshot('2026-11-02')).toEqual([['H', 1, 0, 1]]);
    // Nov 3: K 80·2/2 = 80 first, H 90·1/2 = 45 second.
    expect(await snapshotRanksFromScores(t.db.db, '2026-11-03')).toBe(2);
    expect(await snapshot('2026-11-03')).toEqual([
      ['K', 1, 0, 1],
      ['H', 2, 0, 1],
    ]);
    await snapshotRanksFromScores(t.db.db, '2026-11-04');
    expect((await snapshot('2026-11-04')).map((r) => r[0])).toEqual(['H', 'K']);
  });

  it('daysBefore counts UTC days across a month end', () => {
    expect(daysBefore('2026-12-01', 1)).toBe('2026-11-30');
    expect(daysBefore('2026-03-01', 7)).toBe('2026-02-22');
  });
});

describe('the overall-rankings job', () => {
  it('a rank job queues a windowed overall rebuild; the rebuild job writes the ranking', async () => {
    const g = await profile('G');
    const r = await board('r');
    await score(r, g, 100, 100);
    await enqueueLeaderboardRanks(t.db.db, r);
    await t.app.jobs.drained();
    const queued = await rows(
      t.db.db,
      sql`select singleton, run_at from jobs where kind = ${OVERALL_RANKINGS_JOB}`,
    );
    expect(queued.length).toBe(1);
    expect(String(queued[0]!.singleton)).toMatch(/^overall-rankings:\d+$/);
    expect((await overall()).some((row) => row.name === 'G')).toBe(false);

    await t.db.db.execute(sql`delete from jobs where kind = ${OVERALL_RANKINGS_JOB}`);
    await enqueueOverallRankings(t.db.db, Date.now() - 60_000); // a window long closed: due now
    await enqueueOverallRankings(t.db.db, Date.now() - 60_000); // the same window: coalesced
    expect((await rows(t.db.db, sql`select id from jobs where kind = ${OVERALL_RANKINGS_JOB}`)).length).toBe(
      1,
    );
    await t.app.jobs.drained();
    expect((await overall()).find((row) => row.name === 'G')?.first_places).toBe(1);
  });
});
