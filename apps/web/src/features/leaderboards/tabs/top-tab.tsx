import { PagedResults } from '../../../components/paged-results.tsx';
import { useLeaderboards } from '../api/get-leaderboards.ts';
import { LeaderboardTable } from '../components/leaderboard-table.tsx';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import type { TabProps } from './tab-props.ts';

/** Leaderboards per page of the Top tab. */
export const TOP_PAGE_SIZE = 25;

/** `/leaderboards/top`: the most played leaderboards (most ranked profiles, `sort=scores,DESC`). */
export function TopTab({ page, hrefForPage }: TabProps) {
  const query = useLeaderboards({
    filter: { challenge: 0 },
    joins: ['beatmap'],
    sort: 'scores,DESC',
    page,
    limit: TOP_PAGE_SIZE,
  });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="leaderboards"
      skeleton={<ScoreTableSkeleton />}
      renderItems={(items) => <LeaderboardTable leaderboards={items} label="Most played leaderboards" />}
    />
  );
}
