import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../testing/test-utils.tsx';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import type { InstallableItem } from '../installer/installable.ts';
import { memoryDevice, pcFs } from '../installer/installer-test-kit.ts';
import { deviceApi, renderWithDevice, stubDownloads, useNodeBlob } from './device-test-harness.tsx';
import { InstallButton } from './install-button.tsx';
import { InstalledBadge } from './installed-badge.tsx';

const beatmap: InstallableItem = {
  kind: 'beatmap',
  id: 41,
  name: 'Artist - Song',
  download_url: '/api/beatmaps/41/download',
  published_at: '2024-03-05T10:20:30.000Z',
  hash: 'a'.repeat(64),
};
const FILE = 'SynthRidersUC/CustomSongs/41-Artist-Song-Mapper.synth';

beforeEach(() => useNodeBlob());

describe('InstallButton', () => {
  it('installs, flips to Remove with the success message, then removes and flips back', async () => {
    const fs = new MemoryDeviceFs();
    const device = await memoryDevice('quest', fs);
    stubDownloads({
      '/api/beatmaps/41/download': {
        bytes: new Uint8Array([1, 2, 3]),
        filename: '41-Artist-Song-Mapper.synth',
      },
    });
    renderWithDevice(
      <>
        <InstallButton kind="beatmap" item={beatmap} />
        <InstalledBadge item={beatmap} />
      </>,
      deviceApi(device),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Install' }));

    expect(await screen.findByText('Beatmap installed successfully!')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Beatmap installed on Quest 3' }).dataset.installStatus).toBe(
      'installed',
    );
    expect(fs.stat(FILE)).toEqual({ mode: 0o666, mtimeMs: Date.UTC(2024, 2, 5, 10, 20, 30) });

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Beatmap uninstalled successfuly.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Install' })).toBeTruthy();
    expect(await fs.exists(FILE)).toBe(false);
    expect(screen.getByRole('img', { name: 'Beatmap not installed on Quest 3' })).toBeTruthy();
  });

  it('shows the download error and stays on Install, writing nothing', async () => {
    const fs = pcFs();
    const device = await memoryDevice('pc', fs);
    stubDownloads({ '/api/beatmaps/41/download': { status: 404, message: 'Beatmap 41 was not found.' } });
    renderWithDevice(<InstallButton kind="beatmap" item={beatmap} />, deviceApi(device));
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(await screen.findByText('Error downloading beatmap: Beatmap 41 was not found.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Install' }) as HTMLButtonElement).disabled).toBe(false);
    expect(fs.snapshot()).toEqual([]);
  });

  it('shows the progress of the running transfer', async () => {
    const device = await memoryDevice('quest');
    let release: () => void = () => {};
    stubDownloads({
      '/api/beatmaps/41/download': () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(new Uint8Array([1]), {
                headers: { 'Content-Disposition': 'attachment; filename="41-a.synth"' },
              }),
            );
        }),
    });
    renderWithDevice(<InstallButton kind="beatmap" item={beatmap} />, deviceApi(device));
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect((await screen.findByRole('status')).textContent).toContain('Installing…');
    release();
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('is disabled with a reason for avatars on the Quest, and for a stage without a file for the device', async () => {
    const device = await memoryDevice('quest');
    const avatar: InstallableItem = {
      kind: 'avatar',
      id: 5,
      name: 'Ava',
      download_url: '/x',
      published_at: null,
    };
    renderWithDevice(
      <>
        <InstallButton kind="avatar" item={avatar} />
        <InstallButton kind="stage" item={null} unavailableReason="This stage has no Quest file." />
      </>,
      deviceApi(device),
    );
    const avatarSlot = await screen.findByLabelText('Avatars are not supported on Quest.');
    expect((within(avatarSlot).getByRole('button', { hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const stageSlot = screen.getByLabelText('This stage has no Quest file.');
    expect((within(stageSlot).getByRole('button', { hidden: true }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('renders nothing while no device is connected', async () => {
    renderWithDevice(<InstallButton kind="beatmap" item={beatmap} />, deviceApi(null));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
