import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/test-utils.tsx';
import { MemoryDeviceFs } from '../../../device/fs/memory-fs.ts';
import { memoryDevice } from '../../../device/installer/installer-test-kit.ts';
import {
  deviceApi,
  renderWithDevice,
  stubDownloads,
  useNodeBlob,
} from '../../../device/react/device-test-harness.tsx';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { hashOf, itemFixture, playlistFixture } from '../testing/playlist-fixture.ts';
import { PlaylistDeviceControls, playlistSetEntries } from './playlist-device-controls.tsx';

beforeEach(() => useNodeBlob());

const bytes = new Uint8Array([1, 2, 3]);

function threeSongs() {
  return playlistFixture({
    items: [
      itemFixture({
        beatmap: beatmapFixture({
          id: 41,
          title: 'Shelter',
          artist: 'Porter Robinson',
          hash: hashOf(1),
          filename: '41-Porter-Robinson-Shelter.synth',
          download_url: '/api/beatmaps/41/download',
        }),
      }),
      itemFixture({
        id: 3,
        position: 1,
        hash: hashOf(3),
        name: 'Flamingo',
        beatmap_id: 43,
        beatmap: beatmapFixture({
          id: 43,
          title: 'Flamingo',
          artist: 'Kero',
          download_url: '/api/beatmaps/43/download',
        }),
      }),
      itemFixture({ id: 2, position: 2, hash: hashOf(2), name: 'Eden', author: 'Hexer', beatmap_id: null }),
    ],
  });
}

describe('playlistSetEntries', () => {
  it('lists the playlist file, then each song, leaving out an official-soundtrack song (part of the game)', () => {
    const playlist = threeSongs();
    const items = [
      ...playlist.items!,
      itemFixture({ id: 4, position: 3, hash: hashOf(4), beatmap: beatmapFixture({ id: 44, ost: true }) }),
    ];
    const entries = playlistSetEntries(playlist, items);
    expect(entries.map((e) => e.label)).toEqual([
      `Playlist file: ${playlist.name}`,
      'Porter Robinson - Shelter',
      'Kero - Flamingo',
      'Hexer - Eden',
    ]);
    expect(entries.map((e) => e.item !== null)).toEqual([true, true, true, false]);
  });
});

describe('PlaylistDeviceControls (page)', () => {
  it('installs the playlist file and its missing songs in one action, then sums up', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write('SynthRidersUC/CustomSongs/41-Porter-Robinson-Shelter.synth', new Blob([bytes]));
    const device = await memoryDevice('quest', fs);
    stubDownloads({
      '/api/playlists/5/download': { bytes, filename: '5-warm-up.playlist' },
      '/api/beatmaps/43/download': { bytes, filename: '43-Kero-Flamingo.synth' },
    });
    renderWithDevice(<PlaylistDeviceControls playlist={threeSongs()} variant="page" />, deviceApi(device));
    await userEvent.click(await screen.findByRole('button', { name: 'Install playlist and songs' }));

    const dialog = await screen.findByRole('dialog', { name: 'Installing warm up' });
    await within(dialog).findByRole('button', { name: 'Close' });
    const summary = within(dialog).getByRole('list', { name: 'Summary' }).textContent;
    expect(summary).toContain('Installed: 2');
    expect(summary).toContain('Already on Quest 3: 1');
    expect(summary).toContain('Not on Synthhub: 1');
    expect(summary).toContain('Failed: 0');
    expect(dialog.textContent).toContain('Hexer - Eden');
    expect(await fs.exists('SynthRidersUC/CustomPlaylists/5-warm-up.playlist')).toBe(true);
    expect(await fs.exists('SynthRidersUC/CustomSongs/43-Kero-Flamingo.synth')).toBe(true);
  });

  it('names a song that failed with its reason and still installs the rest', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    stubDownloads({
      '/api/playlists/5/download': { bytes, filename: '5-warm-up.playlist' },
      '/api/beatmaps/41/download': { status: 500, message: 'Storage is down' },
      '/api/beatmaps/43/download': { bytes, filename: '43-Kero-Flamingo.synth' },
    });
    renderWithDevice(<PlaylistDeviceControls playlist={threeSongs()} variant="page" />, deviceApi(device));
    await userEvent.click(await screen.findByRole('button', { name: 'Install playlist and songs' }));

    const dialog = await screen.findByRole('dialog', { name: 'Installing warm up' });
    await within(dialog).findByRole('button', { name: 'Close' });
    expect(dialog.textContent).toContain('1 item could not be installed.');
    expect(dialog.textContent).toContain('Failed: 1');
    const failed = within(dialog).getByText('Porter Robinson - Shelter').closest('li')!;
    expect(failed.textContent).toContain('Storage is down');
    expect(await fs.exists('SynthRidersUC/CustomSongs/43-Kero-Flamingo.synth')).toBe(true);
  });

  it('without a device links to the downloader in its playlist mode', async () => {
    renderWithDevice(<PlaylistDeviceControls playlist={threeSongs()} variant="page" />, deviceApi(null));
    const link = await screen.findByRole('link', { name: 'Download the songs' });
    expect(link.getAttribute('href')).toBe('/beatmaps/downloader?from=playlist&playlist=5');
    expect(screen.queryByRole('button', { name: 'Install playlist and songs' })).toBeNull();
  });
});
