import DownloadIcon from '@mui/icons-material/Download';
import InstallDesktopIcon from '@mui/icons-material/InstallDesktop';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Playlist, PlaylistItem } from '@synthhub/shared/playlists/playlists.schemas';
import { useQuery } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SetEntry } from '../../../device/installer/install-set.ts';
import { beatmapInstallable, playlistInstallable } from '../../../device/installer/installable.ts';
import { DeviceContext } from '../../../device/react/device-context.ts';
import { DeviceCardControls } from '../../../device/react/device-item-controls.tsx';
import { InstallSetDialog } from '../../../device/react/install-set-dialog.tsx';
import { InstalledBadge } from '../../../device/react/installed-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { getPlaylistQueryOptions } from '../api/get-playlist.ts';
import { songLabels } from './song-labels.ts';

/** The downloader in its "from a playlist" mode for this playlist (`?from=playlist&playlist={id}`). */
export function downloaderHref(playlistId: number): string {
  return `${paths.beatmaps.downloader.getHref()}?from=playlist&playlist=${playlistId}`;
}

/**
 * What installing a playlist whole means (design.md §4): its `.playlist` file first, then every song
 * in order — the beatmap its hash found on Synthhub (`items[].beatmap`), or nothing for a song that
 * is not on Synthhub (it shows as such in the summary). An official-soundtrack song is left out: it
 * is part of the game, with no file to install (spec §3 OST beatmaps).
 */
export function playlistSetEntries(playlist: Playlist, items: readonly PlaylistItem[]): SetEntry[] {
  return [
    { label: `Playlist file: ${playlist.name}`, item: playlistInstallable(playlist) },
    ...items
      .filter((song) => !song.beatmap?.ost)
      .map((song) => {
        const { title, artist } = songLabels(song);
        return {
          label: artist ? `${artist} - ${title}` : title,
          item: song.beatmap ? beatmapInstallable(song.beatmap) : null,
        };
      }),
  ];
}

/** Installs a playlist with its songs in one dialog, fetching the songs first when the playlist came without them. */
function PlaylistInstallDialog({ playlist, onClose }: { playlist: Playlist; onClose: () => void }) {
  const query = useQuery({ ...getPlaylistQueryOptions(playlist.id), enabled: !playlist.items });
  const items = playlist.items ?? query.data?.items;
  if (!items) return null;
  return (
    <InstallSetDialog
      title={`Installing ${playlist.name}`}
      entries={playlistSetEntries(playlist, items)}
      onClose={onClose}
    />
  );
}

/**
 * A playlist's device action (spec §4; design.md §4), on its card (`card`) or its page (`page`).
 * Connected, the page offers ONE action, "Install playlist and songs": the playlist file and every
 * song on Synthhub, with progress and a summary (InstallSetDialog); a card's compact Install does
 * the same. Without a device the page links to the downloader's "from a playlist" mode (a zip of the
 * songs) and says how to connect; cards then show nothing.
 */
export function PlaylistDeviceControls({
  playlist,
  variant,
}: {
  playlist: Playlist;
  variant: 'card' | 'page';
}) {
  const api = useContext(DeviceContext);
  const [installing, setInstalling] = useState(false);
  const connected = api?.status.state === 'connected';
  const item = playlistInstallable(playlist);
  const dialog = installing && connected && (
    <PlaylistInstallDialog playlist={playlist} onClose={() => setInstalling(false)} />
  );
  if (variant === 'card') {
    return (
      <>
        <DeviceCardControls kind="playlist" item={item} onInstalled={() => setInstalling(true)} />
        {dialog}
      </>
    );
  }
  if (!connected) return <NotConnectedHint playlistId={playlist.id} canConnect={canConnect(api)} />;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="large"
        startIcon={<InstallDesktopIcon />}
        onClick={() => setInstalling(true)}
        disabled={installing}
      >
        Install playlist and songs
      </Button>
      <InstalledBadge item={item} variant="chip" />
      {dialog}
    </Stack>
  );
}

function canConnect(api: React.ContextType<typeof DeviceContext>): boolean {
  return Boolean(api && (api.supported.pc || api.supported.quest || api.supported.directory));
}

function NotConnectedHint({ playlistId, canConnect }: { playlistId: number; canConnect: boolean }) {
  return (
    <Stack spacing={0.5}>
      <Button
        component={RouterLink}
        to={downloaderHref(playlistId)}
        variant="outlined"
        size="large"
        startIcon={<DownloadIcon />}
      >
        Download the songs
      </Button>
      {canConnect && (
        <Typography variant="body2" color="text.secondary">
          Connect a device (button at the top) to install the playlist and its songs in one go.
        </Typography>
      )}
    </Stack>
  );
}
