import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { BrowseList } from '../../../components/browse-list.tsx';
import { ModManagerRelease } from '../../../components/mod-manager-release.tsx';
import { paths } from '../../../config/paths.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useMods } from '../api/get-mods.ts';
import { ModCard } from '../components/mod-card.tsx';
import { ModCardSkeleton } from '../components/mod-card-skeleton.tsx';
import { ModFilters } from '../components/mod-filters.tsx';
import { MOD_LIST_SPEC, modListParams } from '../mod-browse.ts';

/**
 * `/mods` "Released Mods" (spec §1 MODS, §2): the mod manager's latest release, then a grid of
 * released mods with search (name, summary, tags, authors), the sort menu, the platform and game
 * version filters and pagination, all in the URL; loading skeletons, empty and no-match states, an
 * error with Retry; and (signed in) "New mod". The toolbar moves its filters to a bottom drawer on a
 * phone (spec §9 mobile breakpoint).
 */
export function ModsPage() {
  const list = useListUrlState(MOD_LIST_SPEC);
  const query = useMods(modListParams(list));
  const user = useCurrentUser();

  return (
    <BrowseList
      title="Released Mods"
      subtitle={(total) => (total > 0 ? `${total.toLocaleString('en')} mods` : undefined)}
      action={
        user && (
          <Button
            component={RouterLink}
            to={paths.mods.create.getHref()}
            variant="outlined"
            color="mods"
            startIcon={<AddIcon />}
          >
            New mod
          </Button>
        )
      }
      intro={
        <Box sx={{ '&:empty': { display: 'none' }, '& > *': { mb: '0 !important' } }}>
          <ModManagerRelease />
        </Box>
      }
      list={list}
      query={query}
      sorts={MOD_LIST_SPEC.sorts}
      filters={<ModFilters list={list} />}
      searchLabel="Search mods"
      searchPlaceholder="Name, summary, tag or author"
      noun="mods"
      emptyHint={user ? 'Be the first to release one!' : 'Sign in to release the first one.'}
      skeleton={ModCardSkeleton}
      renderCard={(mod) => <ModCard mod={mod} />}
    />
  );
}
