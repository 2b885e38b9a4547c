import type { WhatIf } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboardProfiles, leaderboards, scores } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import {
  boardPoints,
  type ListKey,
  rankForPoints,
  rankingListOf,
  rankingRow,
  rowsOf,
} from './ranking-math.ts';
import { findCurrentSeason, presentSeason, seasonRowBySlug } from './seasons.ts';

/** The validated query of `GET /api/rankings/what-if`. */
export interface WhatIfQuery {
  profile_id: number;
  leaderboard_id: number;
  /** The modified score to imagine. */
  score: number;
  /** The score's modifiers mask, or −1 for "compare with the combined list". */
  modifiers: number;
  /** A season slug, `current`, or undefined for all time. */
  season?: string | undefined;
}

/**
 * Board standing of `score` among the other profiles' bests in a scope (modifiers, season range):
 * its rank (later scores lose ties, so others at ≥ score come first), the entrants, and the
 * profile's own current best and its accuracy there.
 */
async function boardStanding(db: Db, q: WhatIfQuery, mods: SQL, range: SQL) {
  const rows = rowsOf(
    await db.execute(sql`
      with bests as (
        select distinct on (profile_id) profile_id, modified_score,
          perfect_hit_percent + good_hit_percent * 0.5 + poor_hit_percent * 0.25 as accuracy
        from ${scores} where leaderboard_id = ${q.leaderboard_id} and not held and ${mods} and ${range}
        order by profile_id, modified_score desc, created_at asc, id asc)
      select
        (select count(*)::int from bests where profile_id <> ${q.profile_id} and modified_score >= ${q.score}) as ahead,
        (select count(*)::int from bests where profile_id <> ${q.profile_id}) as others,
        (select modified_score from bests where profile_id = ${q.profile_id}) as mine,
        (select accuracy from bests where profile_id = ${q.profile_id}) as my_accuracy,
        (select count(*)::int from bests where profile_id <> ${q.profile_id}
           and modified_score > (select modified_score from bests where profile_id = ${q.profile_id})) as ahead_now`),
  );
  const r = rows[0]!;
  const mine = r.mine === null || r.mine === undefined ? null : Number(r.mine);
  return {
    ahead: Number(r.ahead),
    others: Number(r.others),
    mine,
    myAccuracy: r.my_accuracy === null || r.my_accuracy === undefined ? null : Number(r.my_accuracy),
    aheadNow: Number(r.ahead_now ?? 0),
  };
}

/**
 * `GET /api/rankings/what-if` (issue item "what-if"; points rule in ranking-math.ts): where a
 * modified `score` would put the profile on the leaderboard (among the list of its `modifiers`,
 * −1 = combined) and in the ranking list it counts in (modifiers 0 → list 0, else combined), all
 * time or the season given (`current` = the running one). A score below the profile's best
 * changes nothing. The imagined score's accuracy is taken as the profile's current one on that
 * board, else its ranking average, else 100. Throws NotFound (profile, leaderboard, season) or
 * BadRequest naming `leaderboard_id` for a challenge leaderboard (it counts in no ranking).
 */
export async function whatIf(db: Db, q: WhatIfQuery): Promise<WhatIf> {
  const [profile] = await db
    .select({ id: leaderboardProfiles.id })
    .from(leaderboardProfiles)
    .where(eq(leaderboardProfiles.id, q.profile_id));
  if (!profile) throw new NotFound(`Leaderboard profile ${q.profile_id} not found.`);
  const [board] = await db.select().from(leaderboards).where(eq(leaderboards.id, q.leaderboard_id));
  if (!board) throw new NotFound(`Leaderboard ${q.leaderboard_id} not found.`);
  if (board.challenge !== 0)
    throw new BadRequest(
      `Invalid leaderboard_id: leaderboard ${board.id} is a challenge; challenges count in no ranking.`,
    );
  let season = null;
  if (q.season === 'current') {
    season = await findCurrentSeason(db);
    if (!season) throw new NotFound('No season is running.');
  } else if (q.season !== undefined) season = await seasonRowBySlug(db, q.season);
  const range = season
    ? sql`created_at >= ${season.startsAt.toISOString()}::timestamptz and created_at < ${season.endsAt.toISOString()}::timestamptz`
    : sql`true`;

  const boardMods = q.modifiers === MODIFIERS_COMBINED ? sql`true` : sql`modifiers = ${q.modifiers}`;
  const onBoard = await boardStanding(db, q, boardMods, range);
  const effective = Math.max(q.score, onBoard.mine ?? -Infinity);
  const leaderboardRank = effective === q.score ? onBoard.ahead + 1 : onBoard.aheadNow + 1;

  const listMods = rankingListOf(q.modifiers);
  const list: ListKey = {
    seasonId: season?.id ?? 0,
    mode: board.mode,
    difficulty: board.difficulty,
    modifiers: listMods,
  };
  const now = await rankingRow(db, list, q.profile_id);
  const inList = await boardStanding(db, q, listMods === 0 ? sql`modifiers = 0` : sql`true`, range);
  let pointsAfter = now?.points ?? 0;
  if (inList.mine === null || q.score > inList.mine) {
    const accuracy = inList.myAccuracy ?? now?.accuracy ?? 100;
    const before = inList.mine === null ? 0 : boardPoints(accuracy, inList.aheadNow + 1, inList.others + 1);
    pointsAfter += boardPoints(accuracy, inList.ahead + 1, inList.others + 1) - before;
  }
  return {
    leaderboard_rank: leaderboardRank,
    ranking_rank_now: now?.rank ?? null,
    ranking_rank_after: await rankForPoints(db, list, q.profile_id, pointsAfter),
    season: season ? presentSeason(season) : null,
  };
}
