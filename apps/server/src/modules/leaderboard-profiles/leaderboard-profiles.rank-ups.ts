import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { RankUp } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboards, rankings, scores } from '../../db/schema/index.ts';
import { beatmapsById, presentLeaderboard } from '../leaderboards/index.ts';
import { boardPoints, type ListKey, rankingRow, rowsOf } from '../rankings/index.ts';
import { getLeaderboardProfile } from './leaderboard-profiles.stats.ts';
import { type RankUpQuery, topRankUps } from './leaderboard-profiles.rank-ups-top.ts';

export type { RankUpQuery };

/** How many places above its own a profile's rank-up may aim for on one leaderboard. */
export const RANK_UP_STEPS = 5;

/**
 * The candidate steps of a list, set-based: for each leaderboard of the list (challenge 0) where
 * the profile is ranked below #1, the scores ranked 1..RANK_UP_STEPS places above it, and the
 * board's entrant count (its largest rank, read off the rank index).
 */
async function candidates(db: Db, profileId: number, q: RankUpQuery) {
  const combined = q.modifiers === MODIFIERS_COMBINED;
  const rankCol = sql.raw(combined ? 'rank_combined' : 'rank');
  const scope = (alias: string) =>
    sql.raw(combined ? `${alias}.best_combined` : `${alias}.best and ${alias}.modifiers = 0`);
  return rowsOf(
    await db.execute(sql`
      with mine as (
        select s.leaderboard_id, s.modified_score as cur_score, s.${rankCol} as cur_rank,
          s.perfect_hit_percent + s.good_hit_percent * 0.5 + s.poor_hit_percent * 0.25 as accuracy
        from ${scores} s join ${leaderboards} l on l.id = s.leaderboard_id
        where s.profile_id = ${profileId} and ${scope('s')} and s.${rankCol} > 1
          and l.mode = ${q.mode} and l.difficulty = ${q.difficulty} and l.challenge = 0
      )
      select m.*, a.${rankCol} as target_rank, a.modified_score as ahead_score,
        (select max(x.${rankCol}) from ${scores} x where x.leaderboard_id = m.leaderboard_id and ${scope('x')}) as entrants
      from mine m join ${scores} a on a.leaderboard_id = m.leaderboard_id and ${scope('a')}
        and a.${rankCol} >= m.cur_rank - ${RANK_UP_STEPS} and a.${rankCol} < m.cur_rank`),
  );
}

/** 1 + how many of `above` (ascending points of the other profiles) exceed `points`. */
function rankAmong(above: number[], points: number): number {
  let lo = 0;
  let hi = above.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (above[mid]! > points) hi = mid;
    else lo = mid + 1;
  }
  return above.length - lo + 1;
}

/**
 * `GET /api/leaderboard-profiles/{id}/rank-ups` (issue item "rank-up finder"): for the profile's
 * all-time list mode × difficulty × modifiers, the leaderboards where the smallest score gain moves
 * it furthest. Each played leaderboard where it is not #1 offers steps "pass the next 1..5
 * profiles" (target score = the passed score + 1, since ties go to the earlier score); a step's
 * ranking effect follows the points rule (rankings/ranking-math.ts) with the profile's accuracy
 * there unchanged and the other profiles' points as stored. Per leaderboard the step with the most
 * ranking places per point of score (then ranking points per score point) is kept; the answer is
 * the best `limit` of those, each with the ranking points it adds (`ranking_points_gain`, which
 * is what still moves a profile that is #1 of the list). Leaderboards it never played are not
 * suggested — except to a profile already #1 of the list, which gets the boards that would add the
 * most ranking points instead, played or not (`topRankUps`, docs/decisions/0054 "Rank-up finder
 * at #1"). Throws NotFound.
 */
export async function rankUps(db: Db, profileId: number, q: RankUpQuery): Promise<RankUp[]> {
  await getLeaderboardProfile(db, profileId);
  const list: ListKey = { seasonId: 0, mode: q.mode, difficulty: q.difficulty, modifiers: q.modifiers };
  const now = await rankingRow(db, list, profileId);
  if (now?.rank === 1) return withBoards(db, await topRankUps(db, profileId, q, now.accuracy));
  const nowPoints = now?.points ?? 0;
  const aboveRows = rowsOf(
    await db.execute(sql`select points from ${rankings} where season_id = 0 and mode = ${q.mode}
      and difficulty = ${q.difficulty} and modifiers = ${q.modifiers} and profile_id <> ${profileId}
      and points >= ${nowPoints}::float8 order by points asc`),
  );
  const above = aboveRows.map((r) => Number(r.points));
  const nowRank = now?.rank ?? null;
  const best = new Map<number, { up: Omit<RankUp, 'leaderboard'>; key: [number, number, number] }>();
  for (const c of await candidates(db, profileId, q)) {
    const board = Number(c.leaderboard_id);
    const curRank = Number(c.cur_rank);
    const target = Number(c.target_rank);
    const n = Number(c.entrants);
    const accuracy = Number(c.accuracy);
    const targetScore = Number(c.ahead_score) + 1;
    const gain = Math.max(1, targetScore - Number(c.cur_score));
    const delta = boardPoints(accuracy, target, n) - boardPoints(accuracy, curRank, n);
    const after = rankAmong(above, nowPoints + delta);
    const places = (nowRank ?? above.length + 1) - after;
    const key: [number, number, number] = [places / gain, delta / gain, -gain];
    const kept = best.get(board);
    if (kept && !better(key, kept.key)) continue;
    best.set(board, {
      key,
      up: {
        current_rank: curRank,
        current_score: Number(c.cur_score),
        target_rank: target,
        target_score: targetScore,
        score_gain: gain,
        ranking_rank_now: nowRank,
        ranking_rank_after: after,
        ranking_points_gain: Math.round(delta * 100) / 100,
      },
    });
  }
  const chosen = [...best.entries()].sort((a, b) => (better(a[1].key, b[1].key) ? -1 : 1)).slice(0, q.limit);
  return withBoards(
    db,
    chosen.map(([leaderboardId, { up }]) => ({ leaderboardId, ...up })),
  );
}

/** The suggestions with their leaderboards (and the boards' public beatmaps) loaded, in order. */
async function withBoards(
  db: Db,
  ups: (Omit<RankUp, 'leaderboard'> & { leaderboardId: number })[],
): Promise<RankUp[]> {
  if (ups.length === 0) return [];
  const boards = await db
    .select()
    .from(leaderboards)
    .where(
      inArray(
        leaderboards.id,
        ups.map((u) => u.leaderboardId),
      ),
    );
  const maps = await beatmapsById(
    db,
    boards.map((b) => b.beatmapId),
  );
  const byId = new Map(
    boards.map((b) => [
      b.id,
      presentLeaderboard(b, b.beatmapId === null ? null : (maps.get(b.beatmapId) ?? null)),
    ]),
  );
  return ups.map(({ leaderboardId, ...up }) => ({ leaderboard: byId.get(leaderboardId)!, ...up }));
}

function better(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}
