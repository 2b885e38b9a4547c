import type { ProfileSummary, RankHistoryPoint } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { overallRankings, rankSnapshots } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { playersById } from '../leaderboards/index.ts';

const DAY_MS = 86_400_000;

/** The UTC day `daysAgo` days before `now`, as YYYY-MM-DD (the `rank_snapshots.day` form). */
export function utcDay(now: Date, daysAgo = 0): string {
  return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/**
 * `GET /api/leaderboard-profiles/{id}/summary` (docs/decisions/0054 "A profile that tells a
 * story"): the player (picture, name, country), its row of `overall_rankings` (null when the
 * overall-ranking job has not ranked it: "Not ranked yet") and the places it gained since the
 * snapshots of yesterday and of 7 days ago (UTC days of `now`; `then − now`, so positive is ▲;
 * null without that snapshot or without an overall row; decision 0054 "Snapshots").
 * Throws NotFound for an unknown profile.
 */
export async function profileSummary(db: Db, id: number, now = new Date()): Promise<ProfileSummary> {
  const player = (await playersById(db, [id])).get(id);
  if (!player) throw new NotFound(`Leaderboard profile ${id} not found.`);
  const [row] = await db.select().from(overallRankings).where(eq(overallRankings.profileId, id));
  const [yesterday, lastWeek] = [utcDay(now, 1), utcDay(now, 7)];
  const snapshots = row
    ? await db
        .select({ day: rankSnapshots.day, rank: rankSnapshots.rank })
        .from(rankSnapshots)
        .where(and(eq(rankSnapshots.profileId, id), inArray(rankSnapshots.day, [yesterday, lastWeek])))
    : [];
  const change = (day: string) => {
    const then = snapshots.find((s) => s.day === day);
    return row && then ? then.rank - row.rank : null;
  };
  return {
    player,
    overall: row
      ? {
          rank: row.rank,
          country_rank: row.countryRank,
          points: row.points,
          accuracy: row.accuracy,
          plays: row.plays,
          first_places: row.firstPlaces,
        }
      : null,
    rank_change_day: change(yesterday),
    rank_change_week: change(lastWeek),
  };
}

/**
 * `GET /api/leaderboard-profiles/{id}/history?days=N` (docs/decisions/0054 "Snapshots"): the
 * profile's daily snapshots of the last `days` UTC days (today and the `days − 1` before it),
 * oldest first: `{day, rank, country_rank, points, accuracy}`. `days` is checked by the route
 * (1–365). An empty array when the daily job has not written one yet. Throws NotFound for an
 * unknown profile.
 */
export async function profileHistory(
  db: Db,
  id: number,
  days: number,
  now = new Date(),
): Promise<RankHistoryPoint[]> {
  if ((await playersById(db, [id])).size === 0) throw new NotFound(`Leaderboard profile ${id} not found.`);
  const rows = await db
    .select()
    .from(rankSnapshots)
    .where(and(eq(rankSnapshots.profileId, id), gte(rankSnapshots.day, sql`${utcDay(now, days - 1)}::date`)))
    .orderBy(asc(rankSnapshots.day));
  return rows.map((r) => ({
    day: r.day,
    rank: r.rank,
    country_rank: r.countryRank,
    points: r.points,
    accuracy: r.accuracy,
  }));
}
