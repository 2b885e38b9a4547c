import { screen } from '@testing-library/react';
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
import { PlaylistDeviceControls } from './playlist-device-controls.tsx';

beforeEach(() => useNodeBlob());

const bytes = new Uint8Array([1, 2, 3]);

describe('PlaylistDeviceControls', () => {
  it('after installing a playlist, offers and installs its beatmaps that are missing on the device', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write('SynthRidersUC/CustomSongs/41-Porter-Robinson-Shelter.synth', new Blob([bytes]));
    const device = await memoryDevice('quest', fs);
    const playlist = playlistFixture({
      items: [
        itemFixture(),
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
        itemFixture({ id: 2, position: 2, hash: hashOf(2), name: 'Eden', beatmap_id: null }),
      ],
    });
    stubDownloads({
      '/api/playlists/5/download': { bytes, filename: '5-warm-up.playlist' },
      '/api/beatmaps/43/download': { bytes, filename: '43-Kero-Flamingo.synth' },
    });
    renderWithDevice(<PlaylistDeviceControls playlist={playlist} variant="page" />, deviceApi(device));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Install' }));

    expect(await screen.findByText('Playlist installed successfully!')).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Install the beatmaps of warm up?' });
    expect(dialog.textContent).toContain('1 beatmap is not on Quest 3 yet.');
    expect(dialog.textContent).toContain('Kero - Flamingo');
    expect(dialog.textContent).not.toContain('Shelter');
    expect(dialog.textContent).toContain('1 song is not on Synthhub.');
    await user.click(screen.getByRole('button', { name: 'Install 1 beatmap' }));

    expect(await screen.findByText('Beatmap installed successfully!')).toBeTruthy();
    expect(await fs.exists('SynthRidersUC/CustomPlaylists/5-warm-up.playlist')).toBe(true);
    expect(await fs.exists('SynthRidersUC/CustomSongs/43-Kero-Flamingo.synth')).toBe(true);
  });

  it('does not interrupt when every beatmap is already there', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write('SynthRidersUC/CustomSongs/41-Porter-Robinson-Shelter.synth', new Blob([bytes]));
    const device = await memoryDevice('quest', fs);
    stubDownloads({ '/api/playlists/5/download': { bytes, filename: '5-warm-up.playlist' } });
    renderWithDevice(
      <PlaylistDeviceControls playlist={playlistFixture()} variant="page" />,
      deviceApi(device),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
