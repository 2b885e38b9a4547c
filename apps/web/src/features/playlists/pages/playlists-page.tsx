import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { BrowseList } from '../../../components/browse-list.tsx';
import { paths } from '../../../config/paths.ts';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from '../../../lib/content-lists.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { usePlaylists } from '../api/get-playlists.ts';
import { PlaylistCard } from '../components/playlist-card.tsx';
import { PlaylistCardSkeleton } from '../components/playlist-card-skeleton.tsx';

/**
 * `/playlists` and `/playlists/browse` (spec §2): a grid of published playlists with search (name
 * or owner) and sort, the term, sort and page in the URL (spec §2), with loading, empty,
 * no-match and error states. Signed-in users get Upload and
 * Create buttons. `browse` only changes the heading and the page links.
 */
export function PlaylistsPage({ browse = false }: { browse?: boolean }) {
  const list = useListUrlState(NAMED_CONTENT_SPEC);
  const query = usePlaylists({ page: list.page, ...namedContentGrammar(list) });
  const user = useCurrentUser();

  return (
    <BrowseList
      title={browse ? 'Browse Playlists' : 'Playlists'}
      subtitle={(total) =>
        total > 0 ? `${total.toLocaleString('en')} ${total === 1 ? 'playlist' : 'playlists'}` : undefined
      }
      action={
        user && (
          <Stack direction="row" spacing={1}>
            <Button
              component={RouterLink}
              to={paths.user.uploadPlaylist.getHref()}
              variant="outlined"
              startIcon={<UploadIcon />}
            >
              Upload
            </Button>
            <Button
              component={RouterLink}
              to={paths.playlists.edit.getHref('new')}
              variant="contained"
              startIcon={<AddIcon />}
            >
              Create
            </Button>
          </Stack>
        )
      }
      list={list}
      query={query}
      sorts={NAMED_CONTENT_SPEC.sorts}
      searchLabel="Search playlists"
      searchPlaceholder="Name or owner"
      noun="playlists"
      emptyHint={user ? 'Be the first to share one!' : 'Sign in to share the first one.'}
      skeleton={PlaylistCardSkeleton}
      renderCard={(playlist) => <PlaylistCard playlist={playlist} />}
    />
  );
}
