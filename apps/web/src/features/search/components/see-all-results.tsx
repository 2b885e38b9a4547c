import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LIST_PARAMS } from '../../../lib/list-url-state.ts';
import { RESULT_LINK_ATTR } from './search-result-group.tsx';

/** The browse page searching for `term`: `/beatmaps?q=…` (the list's `q` parameter). */
export function seeAllHref(term: string): string {
  const params = new URLSearchParams({ [LIST_PARAMS.term]: term });
  return `${paths.beatmaps.list.getHref()}?${params.toString()}`;
}

/**
 * The last row of the search results: "See all results", a link to the beatmap browse page with
 * the term ({@link seeAllHref}), which lists every match with filters and paging. A result link
 * like the others, so Tab and the arrow keys reach it.
 */
export function SeeAllResults({ term }: { term: string }) {
  return (
    <ListItemButton
      component={RouterLink}
      to={seeAllHref(term)}
      {...{ [RESULT_LINK_ATTR]: '' }}
      sx={{ mt: 1, borderTop: 1, borderColor: 'divider' }}
    >
      <ListItemText primary="See all results" secondary={`Beatmaps matching “${term}” on the browse page`} />
      <ListItemIcon sx={{ minWidth: 0 }}>
        <ArrowForwardIcon fontSize="small" />
      </ListItemIcon>
    </ListItemButton>
  );
}
