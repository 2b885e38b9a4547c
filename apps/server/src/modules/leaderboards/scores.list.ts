import type { Leaderboard, Score } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { and, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { CondNode } from '../../lib/crud/types.ts';
import { plainConditions, selectsOneList } from './dense-total.ts';
import type { Db } from '../../db/client.ts';
import { leaderboards, scores } from '../../db/schema/index.ts';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import { answerList, readListRequest } from '../../lib/crud/list.ts';
import { pageWithTotal } from '../../lib/crud/page-total.ts';
import { scoresResource } from './leaderboards.crud.ts';
import { presentLeaderboard, presentScore } from './leaderboards.presenter.ts';
import { beatmapsById, profilesById } from './leaderboards.related.ts';
import type { ReadContext } from './leaderboards.service.ts';

/** The answer of `GET /api/scores`. */
export type ListedScores = Paginated<Partial<Score>> | Partial<Score>[];

/**
 * The WHERE of a `GET /api/scores` page: the request's conditions, within the ranked rows unless
 * `history`. A held score (docs/decisions/0054 "Honest scores") is never `best`, so only the
 * history needs `held` excluded.
 */
export function scoresWhere(compiled: CompiledQuery, history: boolean) {
  return and(history ? eq(scores.held, false) : eq(scores.best, true), compiled.where);
}

/**
 * The total query of a scores page: `count(*)` over the joined rows, or, for a dense total, the
 * largest rank read off scores alone (all its conditions are on scores), which PostgreSQL answers
 * with one backward step of the rank index.
 */
export function scoresTotalQuery(db: Db, where: SQL | undefined, totalOf: TotalOf) {
  return totalOf === 'count'
    ? db
        .select({ n: count() })
        .from(scores)
        .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
        .where(where)
    : db
        .select({
          n: sql<number>`coalesce(max(${totalOf === 'rank' ? scores.rank : scores.rankCombined}), 0)`.mapWith(
            Number,
          ),
        })
        .from(scores)
        .where(where);
}

/**
 * The page of scores and its total for a compiled request, `scores` joined with `leaderboards`
 * (so `leaderboard.mode` etc. are addressable). `history` false keeps the ranked rows (`best`).
 */
export async function pageOfScores(
  db: Db,
  compiled: CompiledQuery,
  history: boolean,
  totalOf: TotalOf = 'count',
) {
  const where = scoresWhere(compiled, history);
  const total = scoresTotalQuery(db, where, totalOf);
  return pageWithTotal(total, compiled, (totalColumn) =>
    db
      .select({ ...getTableColumns(scores), total: totalColumn })
      .from(scores)
      .innerJoin(leaderboards, eq(leaderboards.id, scores.leaderboardId))
      .where(where)
      .orderBy(...compiled.orderBy)
      .limit(compiled.limit)
      .offset(compiled.offset),
  );
}

/** How a scores page learns its total: `count(*)`, or the largest rank of the one list it selects. */
export type TotalOf = 'count' | 'rank' | 'rank_combined';

/**
 * `rank` for exactly `{"leaderboard_id":L,"modifiers":M,"rank":{"$gt":0}}` (the map tab), and
 * `rank_combined` for exactly `{"leaderboard_id":L,"rank_combined":{"$gt":0}}`: one whole ranked
 * list, whose total is its largest rank (dense-total.ts); else `count`. Between a submission and
 * the rank job a superseded rank may leave a gap, so such a total can run one or two high for a
 * moment; the rows themselves are always right.
 */
export function scoresTotalOf(where: CondNode | undefined, history: boolean): TotalOf {
  if (history) return 'count';
  const conditions = plainConditions(where);
  if (selectsOneList(conditions, ['leaderboard_id', 'modifiers'], 'rank')) return 'rank';
  if (selectsOneList(conditions, ['leaderboard_id'], 'rank_combined')) return 'rank_combined';
  return 'count';
}

/**
 * `GET /api/scores` (formats.md §6.1 grammar; §6.2 RailGrinder's profile page): the profiles'
 * ranked scores — each profile's best per leaderboard × modifiers (`rank` within the modifiers,
 * `rank_combined` set on its best across modifiers, else 0); `history=true` adds superseded ones
 * (rank 0). Joins `leaderboard`, `leaderboard.beatmap` (null when not public), `profile`,
 * `profile.user`. Envelope `{data, count, total, page, pageCount}`. Throws BadRequest for
 * anything outside `scoresResource`.
 */
export async function listScores(ctx: ReadContext, query: Record<string, unknown>): Promise<ListedScores> {
  const { request, compiled } = await readListRequest(query, scoresResource, { db: ctx.db });
  const { rows, total } = await pageOfScores(
    ctx.db,
    compiled,
    request.extras.history,
    scoresTotalOf(request.where, request.extras.history),
  );
  const joined = new Set(request.joins.map((j) => j.relation));
  const withBeatmap = joined.has('leaderboard.beatmap');
  const withLeaderboard = joined.has('leaderboard') || withBeatmap;
  const withUser = joined.has('profile.user');
  const withProfile = joined.has('profile') || withUser;

  let boards: Map<number, Leaderboard> | undefined;
  if (withLeaderboard) {
    const ids = [...new Set(rows.map((r) => r.leaderboardId))];
    const boardRows = ids.length
      ? await ctx.db.select().from(leaderboards).where(inArray(leaderboards.id, ids))
      : [];
    const maps = withBeatmap
      ? await beatmapsById(
          ctx.db,
          boardRows.map((b) => b.beatmapId),
        )
      : undefined;
    boards = new Map(
      boardRows.map((b) => [
        b.id,
        presentLeaderboard(b, maps ? (b.beatmapId !== null && maps.get(b.beatmapId)) || null : undefined),
      ]),
    );
  }
  const profiles = withProfile
    ? await profilesById(
        ctx.db,
        rows.map((r) => r.profileId),
        withUser,
      )
    : undefined;
  const items = rows.map((row) =>
    presentScore(row, {
      ...(boards ? { leaderboard: boards.get(row.leaderboardId)! } : {}),
      ...(profiles ? { profile: profiles.get(row.profileId)! } : {}),
    }),
  );
  return answerList(items, total, request, scoresResource, {
    bareArrayWithoutPaging: ctx.config.listBareArrayWithoutPaging,
  });
}
