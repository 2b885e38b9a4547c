import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One row of a result group: where it links and what it shows. */
export interface SearchHit {
  key: string | number;
  href: string;
  primary: ReactNode;
  /** Extra lines under the primary text (mapper, age, counts…). */
  secondary?: ReactNode;
  /** The accessible name of the link, when `primary` is not plain text. */
  label?: string;
}

/** Marks result links, so arrow keys can move between them (see search-panel.tsx). */
export const RESULT_LINK_ATTR = 'data-search-result';

/**
 * A titled group of search results (spec §2: Users, Leaderboard Profiles, Beatmaps, …), each a link.
 * Renders nothing when `hits` is empty, so groups without results stay hidden.
 */
export function SearchResultGroup({ title, hits }: { title: string; hits: SearchHit[] }) {
  if (hits.length === 0) return null;
  const id = `search-group-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader id={id} disableSticky sx={{ lineHeight: '32px' }}>
          {title}
        </ListSubheader>
      }
    >
      {hits.map((hit) => (
        <li key={hit.key}>
          <ListItemButton
            component={RouterLink}
            to={hit.href}
            aria-label={hit.label}
            {...{ [RESULT_LINK_ATTR]: '' }}
          >
            <ListItemText
              primary={hit.primary}
              secondary={hit.secondary}
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
