import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, leaderboardProfiles, overallRankings, rankSnapshots } from '../../db/schema/index.ts';
import { rowsOf } from './ranking-math.ts';

/** One overall ranking row as stored, with the ranks of the two snapshots it is compared with. */
export interface OverallRow {
  profileId: number;
  rank: number;
  countryRank: number | null;
  points: number;
  accuracy: number;
  plays: number;
  firstPlaces: number;
  /** The rank in the snapshot of the day before (null: none that day). */
  dayRank: number | null;
  /** The rank in the snapshot seven days before (null: none that day). */
  weekRank: number | null;
}

/** Which rows of the overall ranking a page reads (docs/decisions/0054). */
export interface OverallFilter {
  /** Upper-case ISO code: only that country's rows, ordered by country rank. */
  country?: string | undefined;
  /** A user id: only the profiles of the accounts that user follows, and the user's own. */
  followedBy?: number | undefined;
}

/** The UTC days (`YYYY-MM-DD`) the rank changes compare with: yesterday and seven days ago. */
export interface CompareDays {
  day: string;
  week: string;
}

const toRow = (r: Record<string, unknown>): OverallRow => ({
  profileId: Number(r.profile_id),
  rank: Number(r.rank),
  countryRank: r.country_rank === null || r.country_rank === undefined ? null : Number(r.country_rank),
  points: Number(r.points),
  accuracy: Number(r.accuracy),
  plays: Number(r.plays),
  firstPlaces: Number(r.first_places),
  dayRank: r.day_rank === null || r.day_rank === undefined ? null : Number(r.day_rank),
  weekRank: r.week_rank === null || r.week_rank === undefined ? null : Number(r.week_rank),
});

const filterSql = (filter: OverallFilter): SQL => {
  const parts: SQL[] = [sql`true`];
  if (filter.country !== undefined) parts.push(sql`o.country = ${filter.country}`);
  if (filter.followedBy !== undefined)
    parts.push(sql`o.profile_id in (
      select p.id from ${leaderboardProfiles} p
      where p.user_id = ${filter.followedBy}
         or p.user_id in (select f.followee_id from ${follows} f where f.follower_id = ${filter.followedBy}))`);
  return sql.join(parts, sql` and `);
};

const selectRows = (days: CompareDays, where: SQL) => sql`
  select o.profile_id, o.rank, o.country_rank, o.points, o.accuracy, o.plays, o.first_places,
    d.rank as day_rank, w.rank as week_rank
  from ${overallRankings} o
  left join ${rankSnapshots} d on d.profile_id = o.profile_id and d.day = ${days.day}::date
  left join ${rankSnapshots} w on w.profile_id = o.profile_id and w.day = ${days.week}::date
  where ${where}`;

/**
 * The statement of one page of the overall ranking (see {@link listOverallRows}); exported so a
 * test can check its plan (conventions habit 5).
 */
export function overallPageQuery(
  filter: OverallFilter,
  days: CompareDays,
  page: { limit: number; offset: number },
): SQL {
  const order = filter.country !== undefined ? sql`o.country_rank, o.profile_id` : sql`o.rank, o.profile_id`;
  return sql`${selectRows(days, filterSql(filter))} order by ${order} limit ${page.limit} offset ${page.offset}`;
}

/**
 * One page of the overall ranking (`limit` rows from `offset`) and the number of rows matching
 * `filter`: ordered by rank, or by country rank when `filter.country` is set (then profile id, so
 * a page is stable). Uses `overall_rankings_rank_idx` / `overall_rankings_country_idx`.
 */
export async function listOverallRows(
  db: Db,
  filter: OverallFilter,
  days: CompareDays,
  page: { limit: number; offset: number },
): Promise<{ rows: OverallRow[]; total: number }> {
  const where = filterSql(filter);
  const rows = rowsOf(await db.execute(overallPageQuery(filter, days, page))).map(toRow);
  // Ranks are dense (1…n, country ranks 1…k per country), so without `followedBy` the total is the
  // largest rank: one descent of the rank or country index instead of a count of every row.
  const total =
    filter.followedBy !== undefined
      ? sql`count(*)`
      : filter.country !== undefined
        ? sql`max(o.country_rank)`
        : sql`max(o.rank)`;
  const counted = rowsOf(
    await db.execute(sql`select coalesce(${total}, 0)::int as n from ${overallRankings} o where ${where}`),
  );
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The overall ranking row of one profile, or undefined when the profile is not ranked. */
export async function findOverallRow(
  db: Db,
  profileId: number,
  days: CompareDays,
): Promise<OverallRow | undefined> {
  const found = rowsOf(await db.execute(selectRows(days, sql`o.profile_id = ${profileId}`)));
  return found[0] ? toRow(found[0]) : undefined;
}
