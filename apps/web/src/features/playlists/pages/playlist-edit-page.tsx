import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useParams } from 'react-router';
import type { EditKind } from '../../../components/edit-form/edit-kind.ts';
import { ItemEditHeader } from '../../../components/edit-form/item-edit-header.tsx';
import { ItemEditRoute } from '../../../components/edit-form/item-edit-route.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { usePlaylist } from '../api/get-playlist.ts';
import { playlistKeys } from '../api/keys.ts';
import { CoverUpload } from '../components/cover-upload.tsx';
import { PlaylistCover } from '../components/playlist-cover.tsx';
import { PlaylistEditForm } from '../components/playlist-edit-form.tsx';

const kind: EditKind = { noun: 'Playlist', routes: paths.playlists, keys: playlistKeys };

/** `/playlists/edit/{id}` and `/playlists/edit/new` (signed in; owner or admin for an existing one). */
export function PlaylistEditPage() {
  if (useParams().id === 'new') return <NewPlaylistView />;
  return (
    <ItemEditRoute
      kind={kind}
      useItem={usePlaylist}
      render={(playlist) => <PlaylistEditView playlist={playlist} />}
    />
  );
}

function NewPlaylistView() {
  useDocumentTitle('New Playlist');
  return <PlaylistEditView playlist={null} />;
}

function PlaylistEditView({ playlist }: { playlist: Playlist | null }) {
  return (
    <Stack spacing={3}>
      <ItemEditHeader kind={kind} item={playlist} name={playlist?.name ?? ''} />
      <PlaylistEditForm
        playlist={playlist}
        aside={(preview) => (
          <>
            <Box
              sx={{ borderRadius: 2, overflow: 'hidden', boxShadow: 4, maxWidth: { xs: 320, md: 'none' } }}
            >
              <PlaylistCover playlist={preview} size={500} eager alt={`Cover of ${preview.name}`} />
            </Box>
            <CoverUpload id={playlist?.id ?? null} />
          </>
        )}
      />
    </Stack>
  );
}
