import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useUploadPlaylist } from '../api/upload-playlist.ts';
import { PlaylistFileField, playlistFileError } from './playlist-file-field.tsx';

/** Why the dialog closed: Cancel/Escape, a successful upload, or the Create Empty Playlist link (the last two navigate). */
export type UploadPlaylistCloseReason = 'cancel' | 'uploaded' | 'create-empty';

/** Props of {@link UploadPlaylistDialog}: `open` shows it; `onClose` runs when it closes, with the reason. */
export interface UploadPlaylistDialogProps {
  open: boolean;
  onClose: (reason: UploadPlaylistCloseReason) => void;
}

/**
 * "Upload Playlist File" (spec §2, §4, §8): persistent (a backdrop click never closes it, Escape only
 * while idle), at most 600 px wide. The `.playlist` file is required ("Required") and submit stays
 * blocked while the file is missing or wrong; while uploading the button shows its loading state. On
 * success it closes and goes to `/playlists/edit/{id}`; on failure the message and validation lines
 * show inside the dialog. "Create Empty Playlist" goes to `/playlists/edit/new`.
 */
export function UploadPlaylistDialog({ open, onClose }: UploadPlaylistDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPlaylist();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const invalid = playlistFileError(file) !== null;

  const reset = () => {
    setFile(null);
    setTouched(false);
    upload.reset();
  };

  const handleClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (upload.isPending || reason === 'backdropClick') return;
    reset();
    onClose('cancel');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || invalid || upload.isPending) return;
    upload.mutate(file, {
      onSuccess: ({ id }) => {
        enqueueSnackbar('Playlist uploaded!', { variant: 'success' });
        reset();
        onClose('uploaded');
        navigate(paths.playlists.edit.getHref(id));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Upload Playlist File</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <PlaylistFileField
              file={file}
              onChange={(next) => {
                setFile(next);
                setTouched(true);
                upload.reset();
              }}
              showError={touched}
              disabled={upload.isPending}
            />
            <Typography variant="body2" color="text.secondary">
              Songs are matched to beatmaps on Synthhub by their hash; songs that are not here are kept and
              shown as missing.
            </Typography>
            <ErrorAlert error={upload.error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={paths.playlists.edit.getHref('new')}
            onClick={() => {
              reset();
              onClose('create-empty');
            }}
            sx={{ mr: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            <AddIcon fontSize="small" /> Create Empty Playlist
          </Link>
          <Button onClick={() => handleClose(null)} disabled={upload.isPending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invalid} loading={upload.isPending}>
            Upload
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
