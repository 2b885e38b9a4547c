import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_REQUIREMENT, CANNOT_CONNECT_HERE } from '../../../device/connect/setup-guide.ts';
import { MemoryDeviceFs } from '../../../device/fs/memory-fs.ts';
import { hashOf, memoryDevice, synthBytes } from '../../../device/installer/installer-test-kit.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { fileResponse, renderDevicePage, stubNodeBlob } from '../../../testing/device-test-utils.tsx';
import { listResponse } from '../../../testing/page-test-utils.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import { DevicePage } from './device-page.tsx';

const SONGS = 'SynthRidersUC/CustomSongs';
const LEGACY = 'Android/data/com.kluge.SynthRiders/files';
const blob = (bytes: Uint8Array | string) => new Blob([bytes as BlobPart]);

const han = beatmapFixture({ id: 1, hash: hashOf('a'), filename: '1-The Rebels-I Am Han Solo-Chewie.synth' });
const neon = beatmapFixture({
  id: 2,
  title: 'Neon Nights',
  artist: 'Vapor',
  hash: hashOf('b'),
  filename: '2-v2-Vapor-Neon Nights-Chewie.synth',
  download_url: '/api/beatmaps/2/download',
});
const warmUp = { id: 5, name: 'Warm-up', user: { id: 7, username: 'mapper7' } } as unknown as Playlist;

/** A Quest with: a current beatmap, an outdated one (old file name), one without any id and one the site does not have; a playlist. */
async function questWithFiles(fs = new MemoryDeviceFs()) {
  await fs.write(`${SONGS}/1-The Rebels-I Am Han Solo-Chewie.synth`, blob(synthBytes()));
  await fs.write(`${SONGS}/2-Vapor-Neon Nights-Chewie.synth`, blob(synthBytes()));
  await fs.write(`${SONGS}/My Own Map.synth`, blob(synthBytes()));
  await fs.write(`${SONGS}/999-Gone-Song-Someone.synth`, blob(synthBytes()));
  await fs.write('SynthRidersUC/CustomPlaylists/5-Warm-up.playlist', blob('{}'));
  return { fs, device: await memoryDevice('quest', fs) };
}

function catalog(url: URL): Response {
  if (url.pathname === '/api/beatmaps') return listResponse([han, neon]);
  if (url.pathname === '/api/playlists') return listResponse([warmUp]);
  if (url.pathname === '/api/beatmaps/2/download')
    return fileResponse(synthBytes({ id: 2, hash: hashOf('b') }), '2-v2-Vapor-Neon Nights-Chewie.synth');
  return jsonResponse(404, { statusCode: 404, message: 'Not Found' });
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

// Each test reads and writes a whole device through the real installer: give a busy CI machine time.
describe('DevicePage', { timeout: 20_000 }, () => {
  beforeEach(stubNodeBlob);

  it('lists the installed files per kind, matched to the site, with updates and unknown files', async () => {
    const { device } = await questWithFiles();
    const { requests } = renderDevicePage(device, <DevicePage />, '/device', catalog);

    expect(await screen.findByRole('tab', { name: 'Beatmaps (4)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Playlists (1)' })).toBeTruthy();
    await screen.findByRole('link', { name: 'The Rebels - I Am Han Solo' });
    expect(within(row('I Am Han Solo')).getByText('Installed')).toBeTruthy();
    expect(within(row('Neon Nights')).getByText('Update available')).toBeTruthy();
    expect(within(row('My Own Map.synth')).getByText('Unknown file')).toBeTruthy();
    expect(within(row('999-Gone')).getByText('Unknown file')).toBeTruthy();
    expect(screen.getByText('4 beatmaps · 1 update available · 2 unknown files')).toBeTruthy();

    // one grammar request per kind, for the ids on the device
    const beatmapRequests = requests().filter((u) => u.pathname === '/api/beatmaps');
    expect(beatmapRequests).toHaveLength(1);
    expect(JSON.parse(beatmapRequests[0]!.searchParams.get('s')!)).toEqual({ id: { $in: [1, 2, 999] } });
    expect(beatmapRequests[0]!.searchParams.get('limit')).toBe('100');

    await userEvent.click(screen.getByRole('tab', { name: 'Playlists (1)' }));
    expect(await screen.findByRole('link', { name: 'Warm-up' })).toBeTruthy();
    expect(
      JSON.parse(
        requests()
          .find((u) => u.pathname === '/api/playlists')!
          .searchParams.get('s')!,
      ),
    ).toEqual({
      id: { $in: [5] },
    });
  });

  it('removes the selected files after a confirmation', async () => {
    const { fs, device } = await questWithFiles();
    renderDevicePage(device, <DevicePage />, '/device', catalog);
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'The Rebels - I Am Han Solo' });

    await user.click(screen.getByRole('checkbox', { name: 'Select My Own Map.synth' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select 999-Gone-Song-Someone.synth' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 beatmaps?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('2 beatmaps uninstalled successfuly.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /My Own Map/ })).toBeNull());
    expect(screen.queryByRole('row', { name: /999-Gone/ })).toBeNull();
    expect(fs.snapshot().filter((p) => p.startsWith(`${SONGS}/`) && !p.endsWith('/'))).toEqual([
      `${SONGS}/1-The Rebels-I Am Han Solo-Chewie.synth`,
      `${SONGS}/2-Vapor-Neon Nights-Chewie.synth`,
    ]);
    expect(await screen.findByRole('tab', { name: 'Beatmaps (2)' })).toBeTruthy();
  });

  it('"Update all" installs the primary version in place of the old file', async () => {
    const { fs, device } = await questWithFiles();
    renderDevicePage(device, <DevicePage />, '/device', catalog);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update all (1)' }));

    expect(await screen.findByText('Beatmap installed successfully!')).toBeTruthy();
    await waitFor(() => expect(within(row('Neon Nights')).getByText('Installed')).toBeTruthy());
    const songs = fs.snapshot().filter((p) => p.includes('Neon'));
    expect(songs).toEqual([`${SONGS}/2-v2-Vapor-Neon Nights-Chewie.synth`]);
    expect(screen.queryByRole('button', { name: /Update all/ })).toBeNull();
  });

  it('offers to move the Quest legacy folder and shows the migration messages', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write(`${LEGACY}/CustomSongs/3-Old-Song-Mapper.synth`, blob(synthBytes()), {
      mtimeMs: 1_600_000_000_000,
    });
    await fs.write(`${LEGACY}/Playlist/6-Old.playlist`, blob('{}'));
    const { device } = await questWithFiles(fs);
    renderDevicePage(device, <DevicePage />, '/device', catalog);
    const user = userEvent.setup();

    expect(await screen.findByText('Files in the old game folder')).toBeTruthy();
    expect(screen.getByText(/1 beatmap and 1 playlist are still in \/sdcard\/Android\/data/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Migrate data' }));

    expect(await screen.findByText('Beatmaps migrated!')).toBeTruthy();
    expect(screen.getByText('Playlists migrated!')).toBeTruthy();
    expect(await screen.findByText('Data migration complete!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Files in the old game folder')).toBeNull());
    expect(fs.snapshot().filter((p) => p.startsWith(`${LEGACY}/`) && !p.endsWith('/'))).toEqual([]);
    expect(fs.stat(`${SONGS}/3-Old-Song-Mapper.synth`)?.mtimeMs).toBe(1_600_000_000_000);
    expect(await fs.exists('SynthRidersUC/CustomPlaylists/6-Old.playlist')).toBe(true);
    expect(await screen.findByRole('tab', { name: 'Beatmaps (5)' })).toBeTruthy();
  });

  it('says "Data migration failed" with the reason when a file cannot be moved', async () => {
    const fs = new MemoryDeviceFs();
    await fs.write(`${LEGACY}/CustomStages/Neon.stagequest`, blob('x'));
    const { device } = await questWithFiles(fs);
    const write = fs.write.bind(fs);
    vi.spyOn(fs, 'write').mockImplementation((path, data, options) =>
      path.endsWith('Neon.stagequest')
        ? Promise.reject(new Error('No space left on device'))
        : write(path, data, options),
    );
    renderDevicePage(device, <DevicePage />, '/device', catalog);
    await userEvent.click(await screen.findByRole('button', { name: 'Migrate data' }));

    expect(
      await screen.findByText('Data migration failed: Neon.stagequest: No space left on device'),
    ).toBeTruthy();
    expect(screen.queryByText('Data migration complete!')).toBeNull();
    expect(await fs.exists(`${LEGACY}/CustomStages/Neon.stagequest`)).toBe(true);
  });

  it('shows the Connect choices when no device is connected; Quest goes through its checklist', async () => {
    const { api } = renderDevicePage(null, <DevicePage />, '/device', catalog);
    expect(await screen.findByText('No device connected')).toBeTruthy();
    expect(screen.getByText(BROWSER_REQUIREMENT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Connect Quest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Quest' });
    expect(api.connect).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(api.connect).toHaveBeenCalledWith('quest');
  });

  it('says why instead of offering Connect where nothing can connect', async () => {
    const { api } = renderDevicePage(null, <DevicePage />, '/device', catalog, {
      supported: { pc: false, quest: false, directory: false },
    });
    expect(await screen.findByRole('note')).toHaveProperty('textContent', CANNOT_CONNECT_HERE);
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
    expect(api.connect).not.toHaveBeenCalled();
  });

  it('says when the device cannot be read, with Retry', async () => {
    const { fs, device } = await questWithFiles();
    const list = fs.list.bind(fs);
    const failing = vi
      .spyOn(fs, 'list')
      .mockImplementation((dir) =>
        dir.startsWith('SynthRidersUC')
          ? Promise.reject(new Error('The device was disconnected.'))
          : list(dir),
      );
    renderDevicePage(device, <DevicePage />, '/device', catalog);
    expect(await screen.findByText('Could not read the device: The device was disconnected.')).toBeTruthy();
    failing.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Beatmaps (4)' })).toBeTruthy();
  });

  it('keeps the files listed when the site cannot be reached', async () => {
    const { device } = await questWithFiles();
    renderDevicePage(device, <DevicePage />, '/device', () =>
      jsonResponse(503, { statusCode: 503, message: 'Service Unavailable' }),
    );
    expect(
      await screen.findByText('Could not match the files with Synthhub: Service Unavailable'),
    ).toBeTruthy();
    expect(row('My Own Map.synth')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', { name: 'Select 1-The Rebels-I Am Han Solo-Chewie.synth' }),
    ).toBeTruthy();
  });
});
