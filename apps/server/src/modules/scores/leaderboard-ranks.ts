import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dethrones, leaderboards, scores } from '../../db/schema/scores.ts';
import { rowsOf } from './sql-rows.ts';

/** A combined #1 that changed hands during a recompute (a `dethrones` row was written). */
export interface Dethrone {
  id: number;
  leaderboardId: number;
  scoreId: number;
  profileId: number;
  dethronedProfileId: number;
  dethronedScoreId: number;
}

/** What {@link recomputeLeaderboardRanks} did: the dethrones it wrote and the ranking lists touched. */
export interface RankRecompute {
  leaderboards: number;
  dethrones: Dethrone[];
  lists: { mode: number; difficulty: number }[];
}

/** `leaderboard_id in (…)`, or true for every leaderboard. */
const boardFilter = (column: SQL, ids: readonly number[] | undefined): SQL =>
  ids === undefined
    ? sql`true`
    : sql`${column} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** The order of a leaderboard (docs/decisions/0019): modified score, then the earlier score, then the lower id. */
const ORDER = sql`modified_score desc, created_at asc, id asc`;

/**
 * The combined #1 of each board: the score whose `rank_combined` is 1. Before the recompute that is
 * the last recompute's #1 even when a newer score of the same profile has since taken its
 * `best_combined` flag (new scores carry rank 0 until ranked), so it is not filtered on the flag.
 */
const tops = async (db: Db, ids: readonly number[] | undefined) =>
  rowsOf(
    await db.execute(sql`select leaderboard_id, id, profile_id from ${scores}
      where rank_combined = 1 and ${boardFilter(sql`leaderboard_id`, ids)}`),
  ).map((r) => ({
    leaderboardId: Number(r.leaderboard_id),
    id: Number(r.id),
    profileId: Number(r.profile_id),
  }));

/**
 * Recomputes the ranks of the leaderboards `ids` (undefined: all) with set-based SQL, one
 * statement per step (docs/decisions/0019):
 * 1. locks the leaderboard rows (ordered by id; a submission waits, a reader does not);
 * 2. recomputes `best` (per profile × leaderboard × modifiers) and `best_combined` (per profile ×
 *    leaderboard) from the scores themselves — held scores (docs/decisions/0054 "Honest scores")
 *    are never best and rank 0, so they neither rank nor push anyone down — `rank` among `best` scores of the same modifiers and
 *    `rank_combined` among `best_combined` scores (order: modified_score DESC, created_at ASC,
 *    id ASC; 1…N without gaps), 0 on every other score; only changed rows are written;
 * 3. sets `score_count` (profiles ranked on the board);
 * 4. writes a `dethrones` row for each board whose combined #1 moved to another profile.
 * Run it inside a transaction (the rank job does). Returns the dethrones and the (mode,
 * difficulty) lists whose rankings are now stale.
 */
export async function recomputeLeaderboardRanks(db: Db, ids?: readonly number[]): Promise<RankRecompute> {
  if (ids !== undefined && ids.length === 0) return { leaderboards: 0, dethrones: [], lists: [] };
  const locked = rowsOf(
    await db.execute(sql`select id, mode, difficulty from ${leaderboards}
      where ${boardFilter(sql`id`, ids)} order by id for update`),
  );
  if (locked.length === 0) return { leaderboards: 0, dethrones: [], lists: [] };
  const before = await tops(db, ids);

  await db.execute(sql`
    with flagged as (
      select id, leaderboard_id, modifiers, modified_score, created_at,
        not held and row_number() over (partition by leaderboard_id, profile_id, modifiers, held order by ${ORDER}) = 1 as is_best,
        not held and row_number() over (partition by leaderboard_id, profile_id, held order by ${ORDER}) = 1 as is_best_combined
      from ${scores} where ${boardFilter(sql`leaderboard_id`, ids)}
    ), ranked as (
      select id, is_best, is_best_combined,
        case when is_best then row_number() over (partition by leaderboard_id, modifiers, is_best order by ${ORDER}) else 0 end as new_rank,
        case when is_best_combined then row_number() over (partition by leaderboard_id, is_best_combined order by ${ORDER}) else 0 end as new_rank_combined
      from flagged
    )
    update ${scores} s set best = r.is_best, best_combined = r.is_best_combined,
      rank = r.new_rank, rank_combined = r.new_rank_combined
    from ranked r
    where s.id = r.id and (s.best, s.best_combined, s.rank, s.rank_combined)
      is distinct from (r.is_best, r.is_best_combined, r.new_rank::int, r.new_rank_combined::int)`);

  await db.execute(sql`update ${leaderboards} l set score_count = coalesce(c.n, 0)
    from (select b.id, (select count(*)::int from ${scores} s where s.leaderboard_id = b.id and s.best_combined) as n
          from ${leaderboards} b where ${boardFilter(sql`b.id`, ids)}) c
    where l.id = c.id and l.score_count is distinct from coalesce(c.n, 0)`);

  const after = new Map((await tops(db, ids)).map((t) => [t.leaderboardId, t]));
  const changed = before.flatMap((old) => {
    const now = after.get(old.leaderboardId);
    return now && now.profileId !== old.profileId ? [{ old, now }] : [];
  });
  let written: Dethrone[] = [];
  if (changed.length > 0) {
    const values = changed.map(
      ({ old, now }) => sql`(${old.leaderboardId}, ${now.id}, ${now.profileId}, ${old.profileId}, ${old.id})`,
    );
    written = rowsOf(
      await db.execute(sql`insert into ${dethrones}
        (leaderboard_id, score_id, profile_id, dethroned_profile_id, dethroned_score_id)
        values ${sql.join(values, sql`, `)}
        returning id, leaderboard_id, score_id, profile_id, dethroned_profile_id, dethroned_score_id`),
    ).map((r) => ({
      id: Number(r.id),
      leaderboardId: Number(r.leaderboard_id),
      scoreId: Number(r.score_id),
      profileId: Number(r.profile_id),
      dethronedProfileId: Number(r.dethroned_profile_id),
      dethronedScoreId: Number(r.dethroned_score_id),
    }));
  }

  const lists = new Map<string, { mode: number; difficulty: number }>();
  for (const r of locked) {
    const list = { mode: Number(r.mode), difficulty: Number(r.difficulty) };
    lists.set(`${list.mode}:${list.difficulty}`, list);
  }
  return { leaderboards: locked.length, dethrones: written, lists: [...lists.values()] };
}
