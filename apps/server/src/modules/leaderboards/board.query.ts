import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { ScorePlatform } from '@synthhub/shared/leaderboards/board.schemas';
import { and, asc, count, eq, getTableColumns, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, leaderboardProfiles, scores, users } from '../../db/schema/index.ts';

/**
 * The queries of the site's board (`GET /api/leaderboards/{id}/board`, docs/decisions/0054
 * "Boards"). A board is one ranked list — a leaderboard with exact modifiers (`rank`, index
 * `scores_board_rank_idx`) or combined (`rank_combined`, `scores_board_combined_idx`) — optionally
 * narrowed by filters on the player (country, followed) and the score (platform). Every query here
 * is one statement whatever the page size.
 */

/** Which list and which filters; `viewerId` is the signed-in user (needed by `followed`). */
export interface BoardList {
  leaderboardId: number;
  modifiers: number;
  country?: string | undefined;
  followed?: boolean;
  platform?: ScorePlatform | undefined;
  viewerId?: number | null;
}

/** The rank column of the list: `rank_combined` for the combined list (−1), else `rank`. */
export function rankColumn(list: Pick<BoardList, 'modifiers'>) {
  return list.modifiers === MODIFIERS_COMBINED ? scores.rankCombined : scores.rank;
}

/** The rows of the whole ranked list, as the rank indexes of schema/scores.ts are written. */
export function listCondition(list: Pick<BoardList, 'leaderboardId' | 'modifiers'>): SQL {
  return list.modifiers === MODIFIERS_COMBINED
    ? and(
        eq(scores.leaderboardId, list.leaderboardId),
        eq(scores.bestCombined, true),
        gt(scores.rankCombined, 0),
      )!
    : and(
        eq(scores.leaderboardId, list.leaderboardId),
        eq(scores.modifiers, list.modifiers),
        eq(scores.best, true),
        gt(scores.rank, 0),
      )!;
}

/**
 * `platformOfHmd` (packages/shared board.schemas.ts) in SQL: `quest` is an `hmd` containing
 * "quest" in any case; `pc` is any other non-blank `hmd`. Blank headsets match neither.
 */
export function platformCondition(platform: ScorePlatform): SQL {
  return platform === 'quest'
    ? sql`${scores.hmd} ~* 'quest'`
    : sql`(${scores.hmd} !~* 'quest' and ${scores.hmd} !~ '^\\s*$')`;
}

/**
 * The filters of a board as one condition on `scores` joined with `leaderboard_profiles` and
 * `users` (undefined when there are none): the account's `country` (upper case), the profiles of
 * the users `viewerId` follows and the viewer's own (`followed`), the platform.
 */
export function filterCondition(list: BoardList): SQL | undefined {
  const parts: SQL[] = [];
  if (list.country) parts.push(eq(users.country, list.country));
  if (list.followed && list.viewerId) {
    const followees = sql`select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${list.viewerId}`;
    parts.push(
      or(
        eq(leaderboardProfiles.userId, list.viewerId),
        sql`${leaderboardProfiles.userId} in (${followees})`,
      )!,
    );
  }
  if (list.platform) parts.push(platformCondition(list.platform));
  return parts.length === 0 ? undefined : and(...parts);
}

/**
 * One statement: `entrants`, the profiles ranked on the whole list (the `n` of the points), and
 * `total`, those left by the filters. Without filters both are one count of the list's rank index,
 * with no join.
 */
export async function countBoard(db: Db, list: BoardList): Promise<{ entrants: number; total: number }> {
  const filter = filterCondition(list);
  if (!filter) {
    const [row] = await db.select({ n: count() }).from(scores).where(listCondition(list));
    const n = Number(row?.n ?? 0);
    return { entrants: n, total: n };
  }
  const [row] = await db
    .select({
      entrants: count(),
      total: sql<number>`count(*) filter (where ${filter})`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .leftJoin(users, eq(users.id, leaderboardProfiles.userId))
    .where(listCondition(list));
  return { entrants: Number(row?.entrants ?? 0), total: Number(row?.total ?? 0) };
}

/** One page of the filtered list, rank 1 first (ties in rank by score id). */
export function boardPageSelect(db: Db, list: BoardList, page: number, limit: number) {
  return db
    .select(getTableColumns(scores))
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .leftJoin(users, eq(users.id, leaderboardProfiles.userId))
    .where(and(listCondition(list), filterCondition(list)))
    .orderBy(asc(rankColumn(list)), asc(scores.id))
    .limit(limit)
    .offset((page - 1) * limit);
}

/** The score row of the list held by the profile linked to user `userId`, or undefined. */
export async function viewerRow(db: Db, list: BoardList, userId: number) {
  const [row] = await db
    .select(getTableColumns(scores))
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .leftJoin(users, eq(users.id, leaderboardProfiles.userId))
    .where(and(listCondition(list), eq(leaderboardProfiles.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Where the score `scoreId` (of rank `rank`) stands in the filtered list: `visible` when the
 * filters keep it, and `before`, the kept rows ahead of it. One statement.
 */
export async function positionInBoard(
  db: Db,
  list: BoardList,
  scoreId: number,
  rank: number,
): Promise<{ visible: boolean; before: number }> {
  const filter = filterCondition(list) ?? sql`true`;
  const rankCol = rankColumn(list);
  const ahead = or(lt(rankCol, rank), and(eq(rankCol, rank), lt(scores.id, scoreId)));
  const [row] = await db
    .select({
      before: sql<number>`count(*) filter (where ${ahead})`.mapWith(Number),
      visible: sql<number>`count(*) filter (where ${scores.id} = ${scoreId})`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(leaderboardProfiles, eq(leaderboardProfiles.id, scores.profileId))
    .leftJoin(users, eq(users.id, leaderboardProfiles.userId))
    .where(and(listCondition(list), filter, or(ahead, inArray(scores.id, [scoreId]))));
  return { visible: Number(row?.visible ?? 0) > 0, before: Number(row?.before ?? 0) };
}
