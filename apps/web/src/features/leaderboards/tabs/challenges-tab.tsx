import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { PagedResults } from '../../../components/paged-results.tsx';
import { paths } from '../../../config/paths.ts';
import { useChallenges } from '../api/get-challenges.ts';
import { ScoreTableSkeleton } from '../components/score-table.tsx';
import { formatDate } from '../format.ts';
import type { TabProps } from './tab-props.ts';

/** Challenges per page. */
export const CHALLENGES_PAGE_SIZE = 20;

/** `/leaderboards/challenges`: the game's timed challenges, each linked to its page. */
export function ChallengesTab({ page, hrefForPage }: TabProps) {
  const query = useChallenges({ page, limit: CHALLENGES_PAGE_SIZE });
  return (
    <PagedResults
      query={query}
      page={page}
      hrefForPage={hrefForPage}
      noun="challenges"
      skeleton={<ScoreTableSkeleton rows={5} />}
      renderItems={(items) => (
        <List aria-label="Challenges">
          {items.map((c) => (
            <ListItem key={c.id} divider>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={paths.leaderboards.challenge.getHref(c.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {c.name}
                  </Link>
                }
                secondary={`${formatDate(c.starts_at)} – ${formatDate(c.ends_at)} · ${c.leaderboards} leaderboard${c.leaderboards === 1 ? '' : 's'}${c.description ? ` · ${c.description}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    />
  );
}
