import { useScores } from '../api/get-scores.ts';
import { ScoreList } from '../components/score-list.tsx';
import type { TabProps } from './tab-props.ts';

/** Scores per page of the Recent tab. */
export const RECENT_PAGE_SIZE = 25;

/** `/leaderboards/recent`: the newest ranked scores on any map, with their map, rank and modifiers. */
export function RecentTab({ page, hrefForPage }: TabProps) {
  const query = useScores({
    filter: { rank: { $gt: 0 } },
    joins: ['leaderboard', 'leaderboard.beatmap', 'profile', 'profile.user'],
    sort: 'created_at,DESC',
    page,
    limit: RECENT_PAGE_SIZE,
  });
  return (
    <ScoreList
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      columns={{ map: true, modifiers: true, date: true }}
      label="Recent scores"
    />
  );
}
