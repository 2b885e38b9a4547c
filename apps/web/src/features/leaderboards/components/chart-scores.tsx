import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { useScores } from '../api/get-scores.ts';

/** Rows per page of a leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 25;

const SCORE_JOINS = ['profile', 'profile.user'] as const;

/**
 * The ranked scores of one leaderboard and modifiers filter through `GET /api/scores` (common API;
 * the playlist tab's top rows and the modifiers filter's options; a chart's board is
 * `GET /api/leaderboards/{id}/board`, chart-board.tsx):
 * `{"leaderboard_id":L,"modifiers":M,"rank":{"$gt":0}}` sorted `rank,ASC`, or for combined (−1)
 * `{"leaderboard_id":L,"rank_combined":{"$gt":0}}` sorted `rank_combined,ASC`.
 */
export function chartScoresParams(
  leaderboardId: number,
  modifiers: number,
  page: number,
  limit = LEADERBOARD_PAGE_SIZE,
) {
  const combined = modifiers === MODIFIERS_COMBINED;
  const rankField = combined ? 'rank_combined' : 'rank';
  const filter = combined
    ? { leaderboard_id: leaderboardId, rank_combined: { $gt: 0 } }
    : { leaderboard_id: leaderboardId, modifiers, rank: { $gt: 0 } };
  return { filter, joins: SCORE_JOINS, sort: `${rankField},ASC`, page, limit };
}

/**
 * The modifier sets that have scores on a leaderboard, read from the first 100 rows of its combined
 * list (each profile's best): the options of the modifiers filter beyond None and Combined.
 */
export function useModifierSets(leaderboardId: number): number[] {
  const query = useScores({ ...chartScoresParams(leaderboardId, MODIFIERS_COMBINED, 1, 100), joins: [] });
  return [...new Set((query.data?.data ?? []).map((s) => s.modifiers))];
}
