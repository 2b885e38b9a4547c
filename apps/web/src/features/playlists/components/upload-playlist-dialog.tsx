import AddIcon from '@mui/icons-material/Add';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { UploadDialog } from '../../../components/upload-dialog/upload-dialog.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';
import type { UploadDialogOpenProps } from '../../../components/upload-dialog/use-upload-flow.ts';
import { paths } from '../../../config/paths.ts';
import { useUploadPlaylist } from '../api/upload-playlist.ts';

/**
 * "Upload Playlist File" (spec §2, §4, §8) on the shared {@link UploadDialog}: the required
 * `.playlist`, a note on how songs are matched, and the "Create Empty Playlist" link to
 * `/playlists/edit/new` (it closes with 'create-empty'). Success goes to `/playlists/edit/{id}`.
 */
export function UploadPlaylistDialog(props: UploadDialogOpenProps) {
  const upload = useUploadPlaylist();
  const createEmpty = (close: (reason: 'create-empty') => void) => (
    <Link
      component={RouterLink}
      to={paths.playlists.edit.getHref('new')}
      onClick={() => close('create-empty')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <AddIcon fontSize="small" /> Create Empty Playlist
    </Link>
  );
  return (
    <UploadDialog {...props} kind={uploadKinds.playlist} mutation={upload} secondaryAction={createEmpty}>
      <Typography variant="body2" color="text.secondary">
        Songs are matched to beatmaps on Synthhub by their hash; songs that are not here are kept and shown as
        missing.
      </Typography>
    </UploadDialog>
  );
}
