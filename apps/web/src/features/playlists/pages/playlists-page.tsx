import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListToolbar } from '../../../components/list-toolbar.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { NAMED_CONTENT_SPEC, namedContentGrammar } from '../../../lib/content-lists.ts';
import { useListUrlState } from '../../../lib/use-list-url-state.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { usePlaylists } from '../api/get-playlists.ts';
import { PlaylistCard } from '../components/playlist-card.tsx';
import { PlaylistGridSkeleton } from '../components/playlist-card-skeleton.tsx';

/**
 * `/playlists` and `/playlists/browse` (spec §2): a grid of published playlists with search (name
 * or owner) and sort, the term, sort and page in the URL (issue 4 item 4), with loading, empty,
 * no-match and error states. Signed-in users get Upload and
 * Create buttons. `browse` only changes the heading and the page links.
 */
export function PlaylistsPage({ browse = false }: { browse?: boolean }) {
  const title = browse ? 'Browse Playlists' : 'Playlists';
  useDocumentTitle(title);
  const list = useListUrlState(NAMED_CONTENT_SPEC);
  const query = usePlaylists({ page: list.page, ...namedContentGrammar(list) });
  const user = useCurrentUser();
  const total = query.data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {total > 0 && (
            <Typography variant="body2" color="text.secondary">
              {total.toLocaleString('en')} {total === 1 ? 'playlist' : 'playlists'}
            </Typography>
          )}
        </Box>
        {user && (
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
        )}
      </Stack>
      <ListToolbar
        list={list}
        sorts={NAMED_CONTENT_SPEC.sorts}
        searchLabel="Search playlists"
        searchPlaceholder="Name or owner"
      />
      <PagedResults
        query={query}
        page={list.page}
        hrefForPage={list.hrefForPage}
        noun="playlists"
        onClearFilters={list.narrowed ? list.clear : undefined}
        skeleton={<PlaylistGridSkeleton />}
        emptyHint={user ? 'Be the first to share one!' : 'Sign in to share the first one.'}
        renderItems={(items) => (
          <CardGrid label="Playlists">
            {items.map((playlist) => (
              <PlaylistCard key={playlist.id} playlist={playlist} />
            ))}
          </CardGrid>
        )}
      />
    </Stack>
  );
}
