import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { RankUp } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beatmaps, leaderboards, scores } from '../../db/schema/index.ts';
import { boardPoints, rowsOf } from '../rankings/index.ts';

/** The query of the rank-up finder: the all-time list mode × difficulty × modifiers (0 or −1). */
export interface RankUpQuery {
  mode: number;
  difficulty: number;
  modifiers: 0 | -1;
  limit: number;
}

/** A suggestion of the #1 finder before its board is loaded. */
export interface TopRankUp extends Omit<RankUp, 'leaderboard'> {
  leaderboardId: number;
}

/** The SQL pieces of a list: its rank column and the scores it ranks (alias `a`). */
function listSql(q: RankUpQuery) {
  const combined = q.modifiers === MODIFIERS_COMBINED;
  return {
    rankCol: sql.raw(combined ? 'rank_combined' : 'rank'),
    scope: (a: string) => sql.raw(combined ? `${a}.best_combined` : `${a}.best and ${a}.modifiers = 0`),
    accuracy: (a: string) =>
      sql.raw(`(${a}.perfect_hit_percent + ${a}.good_hit_percent * 0.5 + ${a}.poor_hit_percent * 0.25)`),
  };
}

/** Boards of the list the profile plays below #1: the step to #1 (pass the #1's score by one). */
async function playedBelowFirst(db: Db, profileId: number, q: RankUpQuery): Promise<TopRankUp[]> {
  const { rankCol, scope, accuracy } = listSql(q);
  const rows = rowsOf(
    await db.execute(sql`
      select s.leaderboard_id, s.modified_score as cur_score, s.${rankCol} as cur_rank, ${accuracy('s')} as accuracy,
        t.modified_score as top_score,
        (select max(x.${rankCol}) from ${scores} x where x.leaderboard_id = s.leaderboard_id and ${scope('x')}) as entrants
      from ${scores} s
      join ${leaderboards} l on l.id = s.leaderboard_id
      join ${scores} t on t.leaderboard_id = s.leaderboard_id and ${scope('t')} and t.${rankCol} = 1
      where s.profile_id = ${profileId} and ${scope('s')} and s.${rankCol} > 1
        and l.mode = ${q.mode} and l.difficulty = ${q.difficulty} and l.challenge = 0`),
  );
  return rows.map((r) => {
    const [cur, n, acc] = [Number(r.cur_rank), Number(r.entrants), Number(r.accuracy)];
    const target = Number(r.top_score) + 1;
    return {
      leaderboardId: Number(r.leaderboard_id),
      current_rank: cur,
      current_score: Number(r.cur_score),
      target_rank: 1,
      target_score: target,
      score_gain: Math.max(1, target - Number(r.cur_score)),
      ranking_rank_now: 1,
      ranking_rank_after: 1,
      ranking_points_gain: round2(boardPoints(acc, 1, n) - boardPoints(acc, cur, n)),
    };
  });
}

/**
 * Boards of the list the profile never played (challenge 0, beatmap public or OST), with the
 * estimate of docs/decisions/0054 "Rank-up finder at #1": played at the profile's average
 * accuracy in the list (`accuracy`), it would rank 1 + the entrants with a higher accuracy, among
 * n + 1 entrants; the best `limit` by the points that earns, highest first.
 */
async function unplayed(db: Db, profileId: number, q: RankUpQuery, accuracy: number): Promise<TopRankUp[]> {
  const { rankCol, scope, accuracy: acc } = listSql(q);
  const rows = rowsOf(
    await db.execute(sql`
      with board as (
        select l.id, count(x.id)::int as n,
          (count(x.id) filter (where ${acc('x')} > ${accuracy}::float8))::int as ahead
        from ${leaderboards} l
        join ${beatmaps} b on b.id = l.beatmap_id
          and ((b.published and b.published_at is not null) or (b.ost and b.deleted_at is null))
        left join ${scores} x on x.leaderboard_id = l.id and ${scope('x')}
        where l.mode = ${q.mode} and l.difficulty = ${q.difficulty} and l.challenge = 0
          and not exists (select 1 from ${scores} m where m.leaderboard_id = l.id
            and m.profile_id = ${profileId} and ${scope('m')})
        group by l.id
      )
      select board.id, board.n, board.ahead,
        (select y.modified_score from ${scores} y where y.leaderboard_id = board.id and ${scope('y')}
          and y.${rankCol} = board.ahead + 1 limit 1) as passed_score
      from board
      order by (board.n - board.ahead + 1)::float8 / (board.n + 1) desc, board.n desc, board.id
      limit ${q.limit}`),
  );
  return rows.map((r) => {
    const [n, ahead] = [Number(r.n), Number(r.ahead)];
    // To take place ahead + 1 the play must beat its holder by one (ties go to the earlier score);
    // behind everyone, any finished play counts.
    const target = r.passed_score === null || r.passed_score === undefined ? 1 : Number(r.passed_score) + 1;
    return {
      leaderboardId: Number(r.id),
      current_rank: null,
      current_score: null,
      target_rank: ahead + 1,
      target_score: target,
      score_gain: target,
      ranking_rank_now: 1,
      ranking_rank_after: 1,
      ranking_points_gain: round2(boardPoints(accuracy, ahead + 1, n + 1)),
    };
  });
}

/**
 * The rank-up finder for a profile already #1 of the list (docs/decisions/0054 "Rank-up finder at
 * #1"): no place is left to gain, so it lists the boards that would add the most ranking points —
 * boards it plays below #1 (the points of taking #1 there at its accuracy) and boards it never
 * played (the estimate of {@link unplayed}) — ordered by those points, highest first, at most
 * `q.limit`. `accuracy` is the profile's average accuracy (0–100) in the list.
 */
export async function topRankUps(
  db: Db,
  profileId: number,
  q: RankUpQuery,
  accuracy: number,
): Promise<TopRankUp[]> {
  const all = [
    ...(await playedBelowFirst(db, profileId, q)),
    ...(await unplayed(db, profileId, q, accuracy)),
  ];
  return all
    .sort((a, b) => b.ranking_points_gain - a.ranking_points_gain || a.score_gain - b.score_gain)
    .slice(0, q.limit);
}

const round2 = (x: number) => Math.round(x * 100) / 100;
