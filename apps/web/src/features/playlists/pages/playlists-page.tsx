import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ItemListPage, UploadLinkButton } from '../../../components/content-kind/item-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { playlistKind } from '../playlist-kind.tsx';

/**
 * `/playlists` and `/playlists/browse` (spec §2): a grid of published playlists with search (name
 * or owner) and sort, the term, sort and page in the URL (spec §2), with loading, empty,
 * no-match and error states. Signed-in users get Upload and
 * Create buttons. `browse` only changes the heading and the page links.
 */
export function PlaylistsPage({ browse = false }: { browse?: boolean }) {
  return (
    <ItemListPage
      kind={playlistKind}
      title={browse ? 'Browse Playlists' : 'Playlists'}
      action={
        <Stack direction="row" spacing={1}>
          <UploadLinkButton to={paths.user.uploadPlaylist.getHref()} />
          <Button
            component={RouterLink}
            to={paths.playlists.edit.getHref('new')}
            variant="contained"
            startIcon={<AddIcon />}
          >
            Create
          </Button>
        </Stack>
      }
    />
  );
}
