import {
  type Board,
  type BoardQuery,
  type BoardRow,
  platformOfHmd,
  scorePoints,
} from '@synthhub/shared/leaderboards/board.schemas';
import { accuracyPercent, MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import type { Player } from '@synthhub/shared/leaderboards/player.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leaderboards, type scores } from '../../db/schema/index.ts';
import { NotFound, Unauthorized } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type BoardList, boardPageSelect, countBoard, positionInBoard, viewerRow } from './board.query.ts';
import { presentLeaderboard } from './leaderboards.presenter.ts';
import { beatmapsById, playersById } from './leaderboards.related.ts';

type ScoreRow = typeof scores.$inferSelect;

/**
 * A score as a board row (docs/decisions/0054 "Boards"): `rank` on the list (`rank_combined` for
 * the combined list), `points` from the list's `entrants`, accuracy (formats.md §6.2), platform from
 * `hmd` ("Platform"). The one place a board row becomes its API shape.
 */
export function presentBoardRow(
  row: ScoreRow,
  combined: boolean,
  entrants: number,
  player: Player,
): BoardRow {
  const rank = combined ? row.rankCombined : row.rank;
  const accuracy = accuracyPercent({
    perfect_hit_percent: row.perfectHitPercent,
    good_hit_percent: row.goodHitPercent,
    poor_hit_percent: row.poorHitPercent,
  });
  return {
    id: row.id,
    rank,
    points: scorePoints(accuracy, rank, entrants),
    modified_score: row.modifiedScore,
    accuracy,
    perfect_hit_percent: row.perfectHitPercent,
    good_hit_percent: row.goodHitPercent,
    poor_hit_percent: row.poorHitPercent,
    modifiers: row.modifiers,
    max_combo: row.maxCombo,
    platform: platformOfHmd(row.hmd),
    created_at: row.createdAt.toISOString(),
    player,
  };
}

/**
 * `GET /api/leaderboards/{id}/board` (docs/decisions/0054 "Boards"): one page of a leaderboard's
 * ranked list for the site, with points, players and platforms, and `viewer`'s own row and the page
 * it is on. Filters (`country`, `followed`, `platform`) narrow the rows; ranks stay those of the
 * whole list. At most seven statements whatever `limit` is: board, beatmap, counts, page,
 * viewer's row, viewer's position, players.
 * Throws NotFound for an unknown leaderboard, Unauthorized for `followed` without a viewer.
 */
export async function leaderboardBoard(
  db: Db,
  id: number,
  q: BoardQuery,
  viewer: AuthUser | null,
): Promise<Board> {
  const followed = q.followed === '1' || q.followed === 'true';
  if (followed && !viewer) throw new Unauthorized('Sign in to see the players you follow (followed=1).');
  const [board] = await db.select().from(leaderboards).where(eq(leaderboards.id, id));
  if (!board) throw new NotFound(`Leaderboard ${id} not found.`);
  const beatmap =
    board.beatmapId === null
      ? null
      : ((await beatmapsById(db, [board.beatmapId])).get(board.beatmapId) ?? null);
  const list: BoardList = {
    leaderboardId: id,
    modifiers: q.modifiers,
    country: q.country,
    followed,
    platform: q.platform,
    viewerId: viewer?.id ?? null,
  };
  const combined = q.modifiers === MODIFIERS_COMBINED;
  const { entrants, total } = await countBoard(db, list);
  const rows = total === 0 ? [] : await boardPageSelect(db, list, q.page, q.limit);
  const mine = viewer ? await viewerRow(db, list, viewer.id) : undefined;
  const position = mine
    ? await positionInBoard(db, list, mine.id, combined ? mine.rankCombined : mine.rank)
    : undefined;
  const players = await playersById(db, [...rows.map((r) => r.profileId), ...(mine ? [mine.profileId] : [])]);
  const present = (row: ScoreRow) => presentBoardRow(row, combined, entrants, players.get(row.profileId)!);
  const me =
    mine && position
      ? {
          rank: combined ? mine.rankCombined : mine.rank,
          page: position.visible ? Math.floor(position.before / q.limit) + 1 : null,
          row: present(mine),
        }
      : null;
  return {
    leaderboard: presentLeaderboard(board, beatmap),
    modifiers: q.modifiers,
    entrants,
    total,
    page: q.page,
    pageCount: Math.ceil(total / q.limit),
    limit: q.limit,
    rows: rows.map(present),
    me,
  };
}
