import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Score } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedResults } from '../../../components/paged-results.tsx';
import { type ScoreColumns, type ScoreRowView, ScoreTable, ScoreTableSkeleton } from './score-table.tsx';

/** Which rank a list shows: `rank` (within the same modifiers) or `rank_combined`. */
export type RankField = 'rank' | 'rank_combined';

/** A score of `GET /api/scores` as a table row; scores without a joined profile are dropped. */
export function scoreRow(score: Score, rankField: RankField = 'rank'): ScoreRowView | null {
  if (!score.profile) return null;
  return {
    key: score.id,
    rank: score[rankField],
    profile: score.profile,
    score: score.modified_score,
    hits: score,
    modifiers: score.modifiers,
    leaderboard: score.leaderboard ?? null,
    date: score.created_at,
  };
}

/**
 * A paginated list of scores with its loading skeleton, "No scores yet" (or `emptyHint`), error with
 * Retry and page links (see PagedResults).
 */
export function ScoreList({
  query,
  page,
  hrefForPage,
  rankField = 'rank',
  columns,
  dense,
  label,
  emptyHint,
}: {
  query: UseQueryResult<Paginated<Score>>;
  page: number;
  hrefForPage: (page: number) => string;
  rankField?: RankField;
  columns?: ScoreColumns;
  dense?: boolean;
  label: string;
  emptyHint?: ReactNode;
}) {
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="scores"
      emptyHint={emptyHint}
      skeleton={<ScoreTableSkeleton dense={dense} />}
      renderItems={(scores) => (
        <ScoreTable
          label={label}
          dense={dense}
          columns={columns}
          rows={scores.map((s) => scoreRow(s, rankField)).filter((r): r is ScoreRowView => r !== null)}
        />
      )}
    />
  );
}
