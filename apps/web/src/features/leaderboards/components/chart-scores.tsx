import Stack from '@mui/material/Stack';
import { MODIFIERS_COMBINED } from '@synthhub/shared/leaderboards/leaderboards.constants';
import { useScores } from '../api/get-scores.ts';
import type { Chart } from '../chart-state.ts';
import { type ChartChange, ChartFilters } from './chart-filters.tsx';
import { ScoreList } from './score-list.tsx';

/** Rows per page of a leaderboard. */
export const LEADERBOARD_PAGE_SIZE = 25;

const SCORE_JOINS = ['profile', 'profile.user'] as const;

/**
 * The ranked scores of one leaderboard and modifiers filter through `GET /api/scores` (common API):
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

/**
 * A leaderboard's filters and rows (spec §2 `/leaderboards/{id}` and the beatmap's Leaderboards
 * tab): difficulty chips, mode switch, modifiers filter, then the paginated ranked rows.
 */
export function ChartScores({
  charts,
  current,
  modifiers,
  page,
  hrefFor,
  dense,
}: {
  charts: readonly Chart[];
  current: Chart;
  modifiers: number;
  page: number;
  hrefFor: (change: ChartChange & { page?: number }) => string;
  dense?: boolean;
}) {
  const sets = useModifierSets(current.id);
  const query = useScores(chartScoresParams(current.id, modifiers, page));
  return (
    <Stack spacing={2}>
      <ChartFilters charts={charts} current={current} modifiers={modifiers} sets={sets} hrefFor={hrefFor} />
      <ScoreList
        query={query}
        page={page}
        dense={dense}
        hrefForPage={(p) => hrefFor({ chart: current, modifiers, page: p })}
        rankField={modifiers === MODIFIERS_COMBINED ? 'rank_combined' : 'rank'}
        columns={{ modifiers: modifiers !== 0, date: true }}
        label="Scores"
        emptyHint="Scores posted from the game show up here."
      />
    </Stack>
  );
}
