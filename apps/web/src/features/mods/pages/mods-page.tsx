import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ItemListPage } from '../../../components/content-kind/item-list-page.tsx';
import { ModManagerRelease } from '../../../components/mod-manager-release.tsx';
import { paths } from '../../../config/paths.ts';
import { modKind } from '../mod-kind.tsx';

/**
 * `/mods` "Released Mods" (spec §1 MODS, §2): the mod manager's latest release, then a grid of
 * released mods with search (name, summary, tags, authors), the sort menu, the platform and game
 * version filters and pagination, all in the URL; loading skeletons, empty and no-match states, an
 * error with Retry; and (signed in) "New mod". The toolbar moves its filters to a bottom drawer on a
 * phone (spec §9 mobile breakpoint).
 */
export function ModsPage() {
  return (
    <ItemListPage
      kind={modKind}
      title="Released Mods"
      action={
        <Button
          component={RouterLink}
          to={paths.mods.create.getHref()}
          variant="outlined"
          color="mods"
          startIcon={<AddIcon />}
        >
          New mod
        </Button>
      }
      intro={
        <Box sx={{ '&:empty': { display: 'none' }, '& > *': { mb: '0 !important' } }}>
          <ModManagerRelease />
        </Box>
      }
    />
  );
}
