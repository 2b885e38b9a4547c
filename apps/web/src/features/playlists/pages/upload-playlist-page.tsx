import { UploadRoutePage } from '../../../components/upload-dialog/upload-route-page.tsx';
import { paths } from '../../../config/paths.ts';
import { UploadPlaylistDialog } from '../components/upload-playlist-dialog.tsx';

/**
 * `/user/playlists/upload` (signed in): opens the "Upload Playlist File" dialog straight away.
 * Cancel goes back (or to `/playlists`); success and "Create Empty Playlist" navigate on their own.
 */
export function UploadPlaylistPage() {
  return (
    <UploadRoutePage
      title="Upload Playlist"
      fallbackHref={paths.playlists.list.getHref()}
      dialog={(onClose) => <UploadPlaylistDialog open onClose={onClose} />}
    />
  );
}
