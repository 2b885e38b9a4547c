import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ErrorPage } from '../../../components/error-page.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { canEdit, useCurrentUser } from '../../../lib/use-session.ts';
import { useDeletePlaylist } from '../api/delete-playlist.ts';
import { usePlaylist } from '../api/get-playlist.ts';
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

function DeleteButton({ playlist }: { playlist: Playlist }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePlaylist();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const confirm = () =>
    remove.mutate(playlist.id, {
      onSuccess: () => {
        enqueueSnackbar('Playlist deleted', { variant: 'success' });
        navigate(paths.playlists.list.getHref(), { replace: true });
      },
    });
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete playlist
      </Button>
      <Dialog
        open={open}
        onClose={() => !remove.isPending && setOpen(false)}
        aria-labelledby="delete-playlist-title"
      >
        <DialogTitle id="delete-playlist-title">Delete “{playlist.name}”?</DialogTitle>
        <DialogContent>
          <Typography>The playlist and its song list are removed for good. The beatmaps stay.</Typography>
          <ErrorAlert error={remove.error} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function PlaylistEditView({ playlist }: { playlist: Playlist | null }) {
  useDocumentTitle(playlist ? `Edit ${playlist.name}` : 'New Playlist');
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {playlist ? 'Edit Playlist' : 'New Playlist'}
        </Typography>
        {playlist && (
          <>
            <Chip
              label={playlist.published ? 'Published' : 'Unpublished'}
              color={playlist.published ? 'success' : 'warning'}
              variant={playlist.published ? 'outlined' : 'filled'}
            />
            <Button
              component={RouterLink}
              to={paths.playlists.detail.getHref(playlist.id)}
              startIcon={<VisibilityIcon />}
            >
              View
            </Button>
          </>
        )}
      </Stack>
      <PlaylistEditForm
        playlist={playlist}
        aside={(preview) => (
          <>
            <Box sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4 }}>
              <PlaylistCover playlist={preview} size={500} eager alt={`Cover of ${preview.name}`} />
            </Box>
            <CoverUpload id={playlist?.id ?? null} />
            {playlist && <DeleteButton playlist={playlist} />}
          </>
        )}
      />
    </Stack>
  );
}
