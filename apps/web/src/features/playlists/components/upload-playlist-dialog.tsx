import AddIcon from '@mui/icons-material/Add';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PLAYLIST_EXTENSION, PLAYLIST_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { Link as RouterLink } from 'react-router';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import type { UploadCloseReason } from '../../../components/upload-dialog/use-upload-flow.ts';
import { paths } from '../../../config/paths.ts';
import { useUploadPlaylist } from '../api/upload-playlist.ts';

/** Props of {@link UploadPlaylistDialog}: `open` shows it; `onClose` runs when it closes, with the reason. */
export interface UploadPlaylistDialogProps {
  open: boolean;
  /** Cancel/Escape, a successful upload, or the Create Empty Playlist link (the last two navigate). */
  onClose: (reason: UploadCloseReason) => void;
}

/**
 * "Upload Playlist File" (spec §2, §4, §8) on the shared {@link UploadDialog}: the required
 * `.playlist` (up to `PLAYLIST_MAX_BYTES`), a note on how songs are matched, and the "Create Empty
 * Playlist" link to `/playlists/edit/new`. Success goes to `/playlists/edit/{id}`.
 */
export function UploadPlaylistDialog({ open, onClose }: UploadPlaylistDialogProps) {
  const upload = useUploadPlaylist();
  return (
    <UploadDialog
      open={open}
      onClose={onClose}
      title="Upload Playlist File"
      formLabel="Upload playlist"
      fileLabel="Playlist file"
      rule={{ extension: PLAYLIST_EXTENSION, maxBytes: PLAYLIST_MAX_BYTES }}
      mutation={upload}
      variables={(file) => file}
      successMessage="Playlist uploaded!"
      editHref={paths.playlists.edit.getHref}
      secondaryAction={(close) => (
        <Link
          component={RouterLink}
          to={paths.playlists.edit.getHref('new')}
          onClick={() => close('create-empty')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <AddIcon fontSize="small" /> Create Empty Playlist
        </Link>
      )}
    >
      <Typography variant="body2" color="text.secondary">
        Songs are matched to beatmaps on Synthhub by their hash; songs that are not here are kept and shown as
        missing.
      </Typography>
    </UploadDialog>
  );
}
