import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboards, rankings, scores, seasons } from '../../db/schema/scores.ts';
import { rowsOf } from './sql-rows.ts';

/** One ranking list family: mode (0 Rhythm, 1 Force) × difficulty (0 Easy … 4 Master). */
export interface RankingList {
  mode: number;
  difficulty: number;
}

/**
 * Rebuilds one (mode, difficulty) family: every season (0 = all time, then each row of `seasons`)
 * × modifiers 0 (scores without modifiers) and −1 (combined), in one statement after deleting the
 * family's rows. The rules (docs/decisions/0019):
 * - only leaderboards with `challenge` 0 count, and no held score (docs/decisions/0054); a season counts scores with `created_at` in
 *   [`starts_at`, `ends_at`), all time counts every score;
 * - a profile's score on a leaderboard is its best inside the list (modified_score DESC,
 *   created_at ASC, id ASC), ranked on that board among the other profiles' bests (1…n);
 * - per leaderboard the profile earns `accuracy% × (n − rank + 1) / n` points (accuracy as
 *   formats.md §6.2: perfect + good/2 + poor/4, 0–100), so #1 earns its full accuracy and the
 *   last of n earns 1/n of it; `points` is the sum over the profile's leaderboards;
 * - rank 1…N by points DESC, then rank_avg ASC, then profile id ASC; `plays` counts the
 *   leaderboards; the percents are the averages of the counted scores.
 */
async function rebuildFamily(db: Db, list: RankingList): Promise<number> {
  await db.execute(
    sql`delete from ${rankings} where mode = ${list.mode} and difficulty = ${list.difficulty}`,
  );
  const result = await db.execute(sql`
    with periods as (
      select 0 as season_id, '-infinity'::timestamptz as starts_at, 'infinity'::timestamptz as ends_at
      union all select id, starts_at, ends_at from ${seasons}
    ), mods as (select 0 as list_mods union all select -1),
    candidates as (
      select p.season_id, m.list_mods, s.id, s.leaderboard_id, s.profile_id, s.modified_score, s.created_at,
        s.poor_hit_percent, s.good_hit_percent, s.perfect_hit_percent,
        row_number() over (partition by p.season_id, m.list_mods, s.leaderboard_id, s.profile_id
                           order by s.modified_score desc, s.created_at asc, s.id asc) as rn
      from ${scores} s
      join ${leaderboards} l on l.id = s.leaderboard_id
      join periods p on s.created_at >= p.starts_at and s.created_at < p.ends_at
      join mods m on m.list_mods = -1 or s.modifiers = 0
      where l.mode = ${list.mode} and l.difficulty = ${list.difficulty} and l.challenge = 0 and not s.held
    ), placed as (
      select *,
        row_number() over (partition by season_id, list_mods, leaderboard_id
                           order by modified_score desc, created_at asc, id asc) as board_rank,
        count(*) over (partition by season_id, list_mods, leaderboard_id) as board_size
      from candidates where rn = 1
    ), totals as (
      select season_id, list_mods, profile_id,
        sum((perfect_hit_percent + good_hit_percent * 0.5 + poor_hit_percent * 0.25)
            * (board_size - board_rank + 1)::float8 / board_size) as points,
        avg(board_rank)::float8 as rank_avg, count(*)::int as plays,
        avg(poor_hit_percent)::float8 as poor, avg(good_hit_percent)::float8 as good,
        avg(perfect_hit_percent)::float8 as perfect
      from placed group by season_id, list_mods, profile_id
    )
    insert into ${rankings} (season_id, mode, difficulty, modifiers, profile_id, rank, rank_avg, points,
                             plays, poor_hit_percent, good_hit_percent, perfect_hit_percent, updated_at)
    select season_id, ${list.mode}, ${list.difficulty}, list_mods, profile_id,
      row_number() over (partition by season_id, list_mods order by points desc, rank_avg asc, profile_id asc),
      rank_avg, points, plays, poor, good, perfect, now()
    from totals
    returning id`);
  return rowsOf(result).length;
}

/** Every (mode, difficulty) family that has a leaderboard. */
async function allFamilies(db: Db): Promise<RankingList[]> {
  const rows = rowsOf(
    await db.execute(sql`select distinct mode, difficulty from ${leaderboards} order by mode, difficulty`),
  );
  const present = rows.map((r) => ({ mode: Number(r.mode), difficulty: Number(r.difficulty) }));
  // Families whose boards are all gone still need their stale rows cleared.
  const stale = rowsOf(
    await db.execute(sql`select distinct mode, difficulty from ${rankings} order by mode, difficulty`),
  ).map((r) => ({ mode: Number(r.mode), difficulty: Number(r.difficulty) }));
  return dedupeLists([...present, ...stale]);
}

/** The lists without repeats, in (mode, difficulty) order. */
export function dedupeLists(lists: readonly RankingList[]): RankingList[] {
  const seen = new Map<string, RankingList>();
  for (const l of lists) seen.set(`${l.mode}:${l.difficulty}`, { mode: l.mode, difficulty: l.difficulty });
  return [...seen.values()].sort((a, b) => a.mode - b.mode || a.difficulty - b.difficulty);
}

/**
 * Rebuilds the `rankings` rows of the (mode, difficulty) `lists` (undefined: every family with a
 * leaderboard or a ranking row), for all time and every season, modifiers 0 and −1 (see
 * {@link rebuildFamily} for the points rule). Each family is replaced inside one transaction
 * (a savepoint when `db` is already one), so a reader sees the old list or the new one, never a
 * half-built list, and never waits (readers take no locks in PostgreSQL). Returns the rows written.
 */
export async function recomputeRankings(db: Db, lists?: readonly RankingList[]): Promise<number> {
  const families = lists === undefined ? await allFamilies(db) : dedupeLists(lists);
  let written = 0;
  for (const family of families) written += await db.transaction((tx) => rebuildFamily(tx as Db, family));
  return written;
}
