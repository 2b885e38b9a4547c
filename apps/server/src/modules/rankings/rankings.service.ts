import type { Paginated } from '@synthhub/shared/api/pagination';
import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { Ranking } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { and, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { CrudRequest } from '../../lib/crud/types.ts';
import { rankings } from '../../db/schema/index.ts';
import { type CompiledQuery, mentionsField } from '../../lib/crud/compile.ts';
import { readListRequest } from '../../lib/crud/list.ts';
import { answerListIn } from '../../lib/crud/public-list.ts';
import { pageOfTable } from '../../lib/crud/page-total.ts';
import { plainConditions, presentRanking, profilesById, type ReadContext } from '../leaderboards/index.ts';
import { rankingsResource } from './rankings.crud.ts';

/** The answer of `GET /api/rankings`. */
export type ListedRankings = Paginated<Partial<Ranking>> | Partial<Ranking>[];

/**
 * The WHERE of a rankings page: the request's conditions, plus `season_id = 0` (all time) and
 * `modifiers = -1` (combined) when the request names neither.
 */
export function rankingsWhere(request: CrudRequest<object>, compiled: CompiledQuery): SQL | undefined {
  return and(
    mentionsField(request.where, 'season_id') ? undefined : eq(rankings.seasonId, 0),
    mentionsField(request.where, 'modifiers') ? undefined : eq(rankings.modifiers, MODIFIERS_COMBINED),
    compiled.where,
  );
}

const LIST_KEYS = new Set(['season_id', 'mode', 'difficulty', 'modifiers']);

/**
 * True when the request selects one whole list (only `$eq` on season_id, mode, difficulty and
 * modifiers, naming mode and difficulty): its total is then its largest rank, as ranks are dense
 * 1…n (the rankings job numbers them with row_number), one descent of `rankings_list_rank_idx`
 * instead of counting tens of thousands of rows.
 */
export function isWholeList(request: CrudRequest<object>): boolean {
  const c = plainConditions(request.where);
  return (
    !!c &&
    c.has('mode') &&
    c.has('difficulty') &&
    [...c].every(([field, x]) => LIST_KEYS.has(field) && x.op === '$eq')
  );
}

/**
 * `GET /api/rankings` (formats.md §6.1 grammar; §6.2 RailGrinder): ranking rows in the envelope,
 * rank 1 first by default, each with `profile` (RailGrinder reads `profile.id` without a join;
 * `join=profile.user` adds the linked user). Unless named, `season_id` is 0 (all time) and
 * `modifiers` −1 (combined; `{"modifiers":{}}` names nothing). Throws BadRequest for anything
 * outside `rankingsResource`.
 */
export async function listRankings(
  ctx: ReadContext,
  query: Record<string, unknown>,
): Promise<ListedRankings> {
  const { request, compiled } = await readListRequest(query, rankingsResource, { db: ctx.db });
  const where = rankingsWhere(request, compiled);
  const n = isWholeList(request) ? sql<number>`coalesce(max(${rankings.rank}), 0)`.mapWith(Number) : count();
  const { rows, total } = await pageOfTable(ctx.db, rankings, getTableColumns(rankings), where, compiled, n);
  const withUser = request.joins.some((j) => j.relation === 'profile.user');
  const profiles = await profilesById(
    ctx.db,
    rows.map((r) => r.profileId),
    withUser,
  );
  const items = rows.map((r) => presentRanking(r, profiles.get(r.profileId)));
  return answerListIn(ctx, items, total, request, rankingsResource);
}
