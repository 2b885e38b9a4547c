import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useParams } from 'react-router';
import { EditPageHeader } from '../../../components/edit-page-header.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { playlistKeys } from '../api/keys.ts';
import { CoverUpload } from '../components/cover-upload.tsx';
import { PlaylistCover } from '../components/playlist-cover.tsx';
import { PlaylistEditForm } from '../components/playlist-edit-form.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { parseRouteId } from '../../../lib/route-id.ts';

/** `/playlists/edit/{id}` and `/playlists/edit/new` (signed in; owner or admin for an existing one). */
export function PlaylistEditPage() {
  const segment = useParams().id;
  if (segment === 'new') return <PlaylistEditView playlist={null} />;
  const id = parseRouteId(segment);
  if (id === null) return <ErrorPage status={404} />;
  return <PlaylistEdit id={id} />;
}

function PlaylistEdit({ id }: { id: number }) {
  const query = usePlaylist(id);
  const user = useCurrentUser();
  useDocumentTitle(query.data ? `Edit ${query.data.name}` : 'Edit Playlist');
  if (query.isPending) return <Skeleton variant="rectangular" height={480} aria-label="Loading playlist" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} />;
  if (!canEdit(user, query.data.user.id)) return <ErrorPage status={403} message="Unauthorized" />;
  // The key remounts the form when another playlist loads, so its defaults follow.
  return <PlaylistEditView key={query.data.id} playlist={query.data} />;
}

function PlaylistEditView({ playlist }: { playlist: Playlist | null }) {
  useDocumentTitle(playlist ? `Edit ${playlist.name}` : 'New Playlist');
  return (
    <Stack spacing={3}>
      {playlist ? (
        <EditPageHeader
          title="Edit Playlist"
          published={playlist.published}
          viewHref={paths.playlists.detail.getHref(playlist.id)}
          remove={{
            what: 'playlist',
            name: playlist.name,
            url: `/api/playlists/${playlist.id}`,
            queryKey: playlistKeys.all,
            afterHref: paths.user.uploads.getHref('playlists'),
          }}
        />
      ) : (
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          New Playlist
        </Typography>
      )}
      <PlaylistEditForm
        playlist={playlist}
        aside={(preview) => (
          <>
            <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
              <PlaylistCover playlist={preview} size={500} eager alt={`Cover of ${preview.name}`} />
            </Box>
            <CoverUpload id={playlist?.id ?? null} />
          </>
        )}
      />
    </Stack>
  );
}
