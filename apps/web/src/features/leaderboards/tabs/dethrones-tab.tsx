import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { PagedResults } from '../../../components/paged-results.tsx';
import { paths } from '../../../config/paths.ts';
import { useDethrones } from '../api/get-dethrones.ts';
import { PlayerLink } from '../components/player-link.tsx';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import { difficultyName, formatDate, formatScore, modeName } from '../format.ts';
import type { TabProps } from './tab-props.ts';

/** Dethrones per page. */
export const DETHRONES_PAGE_SIZE = 25;

/** `/leaderboards/dethrones`: scores that took #1 from someone, newest first (spec §2). */
export function DethronesTab({ page, hrefForPage }: TabProps) {
  const query = useDethrones({ page, limit: DETHRONES_PAGE_SIZE });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="dethrones"
      skeleton={<ScoreTableSkeleton />}
      renderItems={(items) => (
        <List aria-label="Dethrones">
          {items.map((d) => (
            <ListItem key={d.id} divider data-testid="dethrone-row">
              <ListItemText
                primary={
                  <>
                    <PlayerLink profile={d.profile} /> took #1 from{' '}
                    <PlayerLink profile={d.dethroned_profile} /> on{' '}
                    <Link
                      component={RouterLink}
                      to={paths.leaderboards.detail.getHref(d.leaderboard.id, 'modifiers=combined')}
                    >
                      {d.leaderboard.beatmap?.title ?? d.leaderboard.song_name}
                    </Link>
                  </>
                }
                secondary={`${difficultyName(d.leaderboard.difficulty)} · ${modeName(d.leaderboard.mode)} · ${formatScore(d.score.modified_score)} · ${formatDate(d.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    />
  );
}
