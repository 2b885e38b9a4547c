import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles } from '../../db/schema/leaderboards.ts';
import { users } from '../../db/schema/users.ts';
import { leaderboards, overallRankings, rankSnapshots, scores } from '../../db/schema/scores.ts';
import { rowsOf } from './sql-rows.ts';

/**
 * The weight of the i-th best counted score in the overall ranking (docs/decisions/0054 "The
 * overall ranking"): the best counts whole, the next 0.965 of its points, then 0.965², …
 */
export const OVERALL_WEIGHT = 0.965;

/**
 * Rebuilds `overall_rankings` from the scores (docs/decisions/0054 "The overall ranking"), with one
 * `DELETE` and one `INSERT … SELECT` inside one transaction (a savepoint when `db` is already one),
 * so a reader (who takes no locks) sees the old list or the new one, never half of one.
 *
 * - Counted: every leaderboard with `challenge` 0 (any mode, any difficulty); held scores
 *   (`scores.held`) count nowhere.
 * - A profile's counted score on a board is its combined best (modified_score DESC, created_at ASC,
 *   id ASC, as the rank job orders a board, docs/decisions/0019), placed among the other profiles'
 *   combined bests: board rank `r` of `n`.
 * - Points on a board: `accuracy × (n − r + 1) / n` (accuracy 0–100: perfect + good/2 + poor/4,
 *   formats.md §6.2). The profile's boards are sorted by points, highest first, and the i-th
 *   (0-based) weighted by `0.965^i`; `points` is the weighted sum.
 * - `rank` 1…N by points DESC, then plays DESC, then profile id ASC. `country` is the linked user's
 *   (null without one); `country_rank` orders the profiles of one country the same way (null when
 *   no country). `accuracy` is the average accuracy of the counted scores, `plays` the boards
 *   counted, `first_places` the boards where the profile's counted score is #1.
 *
 * Returns the rows written (the number of ranked profiles).
 */
export async function recomputeOverallRankings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${overallRankings}`);
    const result = await tx.execute(sql`
      insert into ${overallRankings}
        (profile_id, rank, country, country_rank, points, accuracy, plays, first_places, updated_at)
      select profile_id, rank, country, country_rank, points, accuracy, plays, first_places, now()
      from (${standings(null)}) standing
      returning profile_id`);
    return rowsOf(result).length;
  });
}

/**
 * The overall standing of every profile, computed from the scores (see
 * {@link recomputeOverallRankings} for the rules), as one SELECT of `profile_id, rank, country,
 * country_rank, points, accuracy, plays, first_places`; with `before` (ISO time) only the scores
 * created before it count — the standing as it was then.
 */
function standings(before: string | null): SQL {
  const until = before === null ? sql`` : sql` and s.created_at < ${before}::timestamptz`;
  return sql`
    with candidates as (
      select s.id, s.leaderboard_id, s.profile_id, s.modified_score, s.created_at,
        (s.perfect_hit_percent + s.good_hit_percent * 0.5 + s.poor_hit_percent * 0.25)::float8 as accuracy,
        row_number() over (partition by s.leaderboard_id, s.profile_id
                           order by s.modified_score desc, s.created_at asc, s.id asc) as rn
      from ${scores} s
      join ${leaderboards} l on l.id = s.leaderboard_id
      where l.challenge = 0 and not s.held${until}
    ), placed as (
      select profile_id, accuracy,
        row_number() over (partition by leaderboard_id
                           order by modified_score desc, created_at asc, id asc) as board_rank,
        count(*) over (partition by leaderboard_id) as board_size
      from candidates where rn = 1
    ), pointed as (
      select profile_id, accuracy, board_rank,
        accuracy * (board_size - board_rank + 1)::float8 / board_size as points
      from placed
    ), weighted as (
      select profile_id, accuracy, board_rank, points,
        row_number() over (partition by profile_id order by points desc) - 1 as i
      from pointed
    ), totals as (
      select w.profile_id, u.country,
        sum(w.points * power(${OVERALL_WEIGHT}::float8, w.i::float8))::float8 as points,
        avg(w.accuracy)::float8 as accuracy, count(*)::int as plays,
        (count(*) filter (where w.board_rank = 1))::int as first_places
      from weighted w
      join ${leaderboardProfiles} p on p.id = w.profile_id
      left join ${users} u on u.id = p.user_id
      group by w.profile_id, u.country
    )
    select profile_id,
      row_number() over (order by points desc, plays desc, profile_id asc) as rank,
      country,
      case when country is null then null
           else row_number() over (partition by country order by points desc, plays desc, profile_id asc) end
        as country_rank,
      points, accuracy, plays, first_places
    from totals`;
}

/** A UTC day as the snapshots key it. */
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day (`YYYY-MM-DD`) of `at`: the key of a day's snapshot (docs/decisions/0054 "Snapshots"). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `days` before `day` (`YYYY-MM-DD` in and out). */
export const daysBefore = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));

/**
 * Writes the `rank_snapshots` of UTC `day` (`YYYY-MM-DD`) from `overall_rankings` as it stands
 * (docs/decisions/0054 "Snapshots"): one row per ranked profile with its rank, country rank,
 * points, accuracy and plays. Idempotent: the day's rows are replaced (deleted and written again
 * in one transaction), so running it twice on a day leaves the later standing and no duplicate.
 * Returns the rows written. Throws on a `day` that is not `YYYY-MM-DD`.
 */
export async function snapshotRanks(db: Db, day: string): Promise<number> {
  if (!DAY_RE.test(day)) throw new Error(`snapshotRanks: day must be YYYY-MM-DD, not ${day}`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${rankSnapshots} where day = ${day}::date`);
    const result = await tx.execute(sql`
      insert into ${rankSnapshots} (profile_id, day, rank, country_rank, points, accuracy, plays)
      select profile_id, ${day}::date, rank, country_rank, points, accuracy, plays from ${overallRankings}
      returning profile_id`);
    return rowsOf(result).length;
  });
}

/**
 * Writes the `rank_snapshots` of a past UTC `day` (`YYYY-MM-DD`) as the standing was at that day's
 * end, recomputed from the scores created before the next midnight UTC (same rules as
 * {@link recomputeOverallRankings}; countries as they are now). For the demo seed and a backfill
 * after downtime: history a site that ran every day would have written with {@link snapshotRanks}.
 * Idempotent like it (the day's rows are replaced). Returns the rows written; throws on a bad `day`.
 */
export async function snapshotRanksFromScores(db: Db, day: string): Promise<number> {
  if (!DAY_RE.test(day)) throw new Error(`snapshotRanksFromScores: day must be YYYY-MM-DD, not ${day}`);
  const before = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${rankSnapshots} where day = ${day}::date`);
    const result = await tx.execute(sql`
      insert into ${rankSnapshots} (profile_id, day, rank, country_rank, points, accuracy, plays)
      select profile_id, ${day}::date, rank, country_rank, points, accuracy, plays
      from (${standings(before)}) standing
      returning profile_id`);
    return rowsOf(result).length;
  });
}

/** Whether any snapshot of UTC `day` exists (the start writes today's when none does). */
export async function hasSnapshot(db: Db, day: string): Promise<boolean> {
  const found = rowsOf(
    await db.execute(sql`select 1 from ${rankSnapshots} where day = ${day}::date limit 1`),
  );
  return found.length > 0;
}
