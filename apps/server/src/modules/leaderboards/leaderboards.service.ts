import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type {
  Leaderboard,
  LeaderboardDetail,
  LeaderboardScoreRow,
} from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { and, asc, eq, getTableColumns, gt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboards, scores } from '../../db/schema/index.ts';
import { NotFound } from '../../errors.ts';
import { readListRequest } from '../../lib/crud/list.ts';
import { answerListIn, type ListContext } from '../../lib/crud/public-list.ts';
import { pageOfTable } from '../../lib/crud/page-total.ts';
import { leaderboardsResource } from './leaderboards.crud.ts';
import { presentLeaderboard, presentScoreRow } from './leaderboards.presenter.ts';
import { beatmapsById, profilesById } from './leaderboards.related.ts';

/** What the read services need: the database and the list options of the config. */
export type ReadContext = ListContext;

/** The answer of `GET /api/leaderboards`. */
export type ListedLeaderboards = Paginated<Partial<Leaderboard>> | Partial<Leaderboard>[];

/**
 * `GET /api/leaderboards` (formats.md §6.1 grammar; §6.2 RailGrinder): every leaderboard (a game
 * submission creates them; there is no draft), filtered/sorted per `leaderboardsResource`, with
 * `join=beatmap` embedding the beatmap (null when gone or not public). Envelope `{data, count,
 * total, page, pageCount}`. Throws BadRequest for anything outside the whitelist.
 */
export async function listLeaderboards(
  ctx: ReadContext,
  query: Record<string, unknown>,
): Promise<ListedLeaderboards> {
  const { request, compiled } = await readListRequest(query, leaderboardsResource, { db: ctx.db });
  const { rows, total } = await pageOfTable(
    ctx.db,
    leaderboards,
    getTableColumns(leaderboards),
    compiled.where,
    compiled,
  );
  const withBeatmap = request.joins.some((j) => j.relation === 'beatmap');
  const embedded = withBeatmap
    ? await beatmapsById(
        ctx.db,
        rows.map((r) => r.beatmapId),
      )
    : undefined;
  const items = rows.map((row) =>
    presentLeaderboard(
      row,
      embedded ? (row.beatmapId !== null && embedded.get(row.beatmapId)) || null : undefined,
    ),
  );
  return answerListIn(ctx, items, total, request, leaderboardsResource);
}

/**
 * `GET /api/leaderboards/{id}`: the leaderboard with its beatmap (or null) and `charts`, every
 * leaderboard of the same map (same hash, or same beatmap) and challenge, easiest first, Rhythm
 * before Force. Throws NotFound for an unknown id.
 */
export async function getLeaderboardDetail(db: Db, id: number): Promise<LeaderboardDetail> {
  const [row] = await db.select().from(leaderboards).where(eq(leaderboards.id, id));
  if (!row) throw new NotFound(`Leaderboard ${id} not found.`);
  const sameMap =
    row.beatmapId === null
      ? eq(leaderboards.hash, row.hash)
      : or(eq(leaderboards.hash, row.hash), eq(leaderboards.beatmapId, row.beatmapId));
  const charts = await db
    .select({
      id: leaderboards.id,
      difficulty: leaderboards.difficulty,
      mode: leaderboards.mode,
      scores: leaderboards.scoreCount,
    })
    .from(leaderboards)
    .where(and(sameMap, eq(leaderboards.challenge, row.challenge)))
    .orderBy(asc(leaderboards.mode), asc(leaderboards.difficulty), asc(leaderboards.id));
  const beatmap =
    row.beatmapId === null ? null : ((await beatmapsById(db, [row.beatmapId])).get(row.beatmapId) ?? null);
  return { ...presentLeaderboard(row, beatmap), charts };
}

/** Query of `GET /api/leaderboards/{id}/scores` after validation. */
export interface BoardScoresQuery {
  /** A modifiers mask, or −1 (MODIFIERS_COMBINED) for the combined list. */
  modifiers: number;
  limit: number;
  page: number;
}

/**
 * The page query of one leaderboard's ranked scores (see `leaderboardScores`): exact modifiers on
 * `scores_board_rank_idx`, combined (−1) on `scores_board_combined_idx`, rank 1 first.
 */
export function boardScoresSelect(db: Db, id: number, q: BoardScoresQuery) {
  const combined = q.modifiers === MODIFIERS_COMBINED;
  const where = combined
    ? and(eq(scores.leaderboardId, id), eq(scores.bestCombined, true), gt(scores.rankCombined, 0))
    : and(
        eq(scores.leaderboardId, id),
        eq(scores.modifiers, q.modifiers),
        eq(scores.best, true),
        gt(scores.rank, 0),
      );
  return db
    .select()
    .from(scores)
    .where(where)
    .orderBy(combined ? asc(scores.rankCombined) : asc(scores.rank), asc(scores.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

/**
 * `GET /api/leaderboards/{id}/scores` (formats.md §6.2, RailGrinder V1.2.2): one page of the
 * ranked scores of a leaderboard, rank 1 first — with these exact modifiers (`rank`, index
 * `scores_board_rank_idx`) or, for `modifiers=-1`, the combined list (`rank_combined`, index
 * `scores_board_combined_idx`). A bare array of camelCase rows with `profile` (+ `user`).
 * Throws NotFound for an unknown leaderboard.
 */
export async function leaderboardScores(
  db: Db,
  id: number,
  q: BoardScoresQuery,
): Promise<LeaderboardScoreRow[]> {
  const [board] = await db.select({ id: leaderboards.id }).from(leaderboards).where(eq(leaderboards.id, id));
  if (!board) throw new NotFound(`Leaderboard ${id} not found.`);
  const combined = q.modifiers === MODIFIERS_COMBINED;
  const rows = await boardScoresSelect(db, id, q);
  const profiles = await profilesById(
    db,
    rows.map((r) => r.profileId),
    true,
  );
  return rows.map((r) => presentScoreRow(r, profiles.get(r.profileId)!, combined));
}
