import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import {
  type UploadPlaylistCloseReason,
  UploadPlaylistDialog,
} from '../components/upload-playlist-dialog.tsx';

/**
 * `/user/playlists/upload` (signed in): opens the "Upload Playlist File" dialog straight away.
 * Closing it without uploading goes back (or to `/playlists`); success and "Create Empty Playlist"
 * navigate on their own.
 */
export function UploadPlaylistPage() {
  useDocumentTitle('Upload Playlist');
  const navigate = useNavigate();

  const handleClose = (reason: UploadPlaylistCloseReason) => {
    // Success and the Create Empty Playlist link navigate themselves; only Cancel goes back.
    if (reason !== 'cancel') return;
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(paths.playlists.list.getHref());
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Upload Playlist
      </Typography>
      <UploadPlaylistDialog open onClose={handleClose} />
    </>
  );
}
