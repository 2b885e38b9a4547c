import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { beatmapInstallable, playlistInstallable } from '../../../device/installer/installable.ts';
import { DeviceCardControls, DeviceItemControls } from '../../../device/react/device-item-controls.tsx';
import { InstallManyDialog } from '../../../device/react/install-many-dialog.tsx';
import { errorLines } from '../../../lib/api-error.ts';
import { getPlaylistQueryOptions } from '../api/get-playlist.ts';

/**
 * Install/Remove and the installed badge for a playlist (spec §4; design.md §4), on its card (`card`) or
 * its page (`page`). After an install it offers the playlist's beatmaps that are on Synthhub but
 * not on the device (its songs link to beatmaps by hash: `items[].beatmap`); songs that are not on
 * Synthhub are counted in the offer. The songs are fetched when the playlist came without them.
 */
export function PlaylistDeviceControls({
  playlist,
  variant,
}: {
  playlist: Playlist;
  variant: 'card' | 'page';
}) {
  const [offer, setOffer] = useState(false);
  const Controls = variant === 'card' ? DeviceCardControls : DeviceItemControls;
  return (
    <>
      <Controls kind="playlist" item={playlistInstallable(playlist)} onInstalled={() => setOffer(true)} />
      {offer && <MissingBeatmapsOffer playlist={playlist} onClose={() => setOffer(false)} />}
    </>
  );
}

function MissingBeatmapsOffer({ playlist, onClose }: { playlist: Playlist; onClose: () => void }) {
  const query = useQuery({ ...getPlaylistQueryOptions(playlist.id), enabled: !playlist.items });
  const songs = playlist.items ?? query.data?.items ?? [];
  const beatmaps = songs.flatMap((song) => (song.beatmap ? [beatmapInstallable(song.beatmap)] : []));
  const elsewhere = songs.filter((song) => !song.beatmap).length;
  return (
    <InstallManyDialog
      open
      onlyWhenMissing
      onClose={onClose}
      title={`Install the beatmaps of ${playlist.name}?`}
      items={beatmaps}
      loading={!playlist.items && query.isPending}
      error={query.isError ? errorLines(query.error)[0] : null}
      note={
        elsewhere > 0 ? `${elsewhere} ${elsewhere === 1 ? 'song is' : 'songs are'} not on Synthhub.` : null
      }
    />
  );
}
