import { Blob as NodeBlob } from 'node:buffer';
import { DEFAULT_DEVICE_CONFIG } from '@synthhub/shared/device/device-config';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceControllerDeps } from '../../device/connect/device-controller.ts';
import { createMemoryHandleStore, type HandleStore } from '../../device/connect/handle-store.ts';
import {
  AUTHORIZING_HELP,
  FOLDER_NOT_SUPPORTED,
  WEBUSB_NOT_SUPPORTED,
} from '../../device/connect/messages.ts';
import { MemoryDeviceFs } from '../../device/fs/memory-fs.ts';
import type { TransferQueue } from '../../device/installer/transfer-queue.ts';
import { useDevice } from '../../device/react/device-context.ts';
import { DeviceProvider } from '../../device/react/device-provider.tsx';
import { FakeAdbDaemon } from '../../device/test-support/fake-adb/fake-adb-daemon.ts';
import { MemoryCredentialStore } from '../../device/test-support/fake-adb/memory-credential-store.ts';
import { jsonResponse, renderRoutes } from '../../testing/test-utils.tsx';
import { AppProvider } from '../provider.tsx';
import { AppLayout } from './app-layout.tsx';

// The first render loads MUI and the lazy routes; on a busy 2-core CI machine that takes seconds.
vi.setConfig({ testTimeout: 20_000 });

// jsdom has neither File System Access nor WebUSB: the app's own DeviceProvider sees a browser without them.
function renderPlainLayout() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { statusCode: 404, message: 'Not found' })),
  );
  renderRoutes([{ path: '/', element: <AppLayout />, children: [{ index: true, element: <p>Home</p> }] }]);
  return userEvent.setup();
}

// jsdom's Blob has no stream(); the device adapters read Blobs as streams.
const nodeBlob = (text: string) => new NodeBlob([text]) as unknown as Blob;

interface FakeHandle {
  kind: 'directory';
  name: string;
  fs: MemoryDeviceFs;
  queryPermission: () => Promise<PermissionState>;
  requestPermission: () => Promise<PermissionState>;
}

async function gameInstall(beatmaps: number, permission: PermissionState = 'granted'): Promise<FakeHandle> {
  const fs = new MemoryDeviceFs({ capabilities: { setMtime: false, setMode: false } });
  await fs.mkdir('SynthRidersUC/CustomSongs');
  for (let i = 1; i <= beatmaps; i++)
    await fs.write(`SynthRidersUC/CustomSongs/${i}-Song.synth`, nodeBlob('x'));
  await fs.write('SynthRidersUC/CustomSongs/readme.txt', nodeBlob('not a beatmap'));
  return {
    kind: 'directory',
    name: 'SynthRiders',
    fs,
    queryPermission: async () => permission,
    requestPermission: async () => 'granted',
  };
}

let queueOf: TransferQueue | undefined;
function GrabQueue() {
  queueOf = useDevice().queue;
  return null;
}

/** The layout inside a DeviceProvider whose picker answers `pick`. */
function renderWithDevice(
  pick: FakeHandle,
  store: HandleStore = createMemoryHandleStore(),
  quest: DeviceControllerDeps['quest'] = undefined,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(404, { statusCode: 404, message: 'Not found' })),
  );
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <GrabQueue />
          <AppLayout />
        </>
      ),
      children: [
        { index: true, element: <p>Home</p> },
        { path: 'device', element: <p>Manage device page</p> },
      ],
    },
  ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={client}>
      <DeviceProvider
        createDeps={() => ({
          fsa: {
            showDirectoryPicker: async () => pick as unknown as FileSystemDirectoryHandle,
            createFs: (root) => (root as unknown as FakeHandle).fs,
          },
          quest,
          store,
        })}
        loadConfig={async () => DEFAULT_DEVICE_CONFIG}
      >
        <RouterProvider router={router} />
      </DeviceProvider>
    </AppProvider>,
  );
  return { user: userEvent.setup(), router, client };
}

describe('device menu without File System Access and WebUSB (jsdom)', () => {
  it('PC and Folder open "Not Supported" asking for a Chromium browser', async () => {
    const user = renderPlainLayout();
    for (const option of [/^PC/, /^Folder/]) {
      await user.click(await screen.findByRole('button', { name: 'Connect (Device: not connected)' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Connect Device via')).toBeTruthy();
      await user.click(within(menu).getByRole('menuitem', { name: option }));
      const dialog = await screen.findByRole('dialog', { name: 'Not Supported' });
      expect(within(dialog).getByText(FOLDER_NOT_SUPPORTED)).toBeTruthy();
      expect(FOLDER_NOT_SUPPORTED).toMatch(/Chromium browser/);
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('Quest opens "Not Supported" with the WebUSB message', async () => {
    const user = renderPlainLayout();
    await user.click(await screen.findByRole('button', { name: 'Connect (Device: not connected)' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Quest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Not Supported' });
    const text = within(dialog).getByText(/^Your browser does not support WebUSB standard/);
    expect(text.textContent).toBe(WEBUSB_NOT_SUPPORTED);
  });
});

describe('device menu with a folder device', () => {
  it('connects a PC: Connected, PC, the beatmap count, Manage Device; Disconnect clears it', async () => {
    const { user, router } = renderWithDevice(await gameInstall(3));
    await user.click(await screen.findByRole('button', { name: 'Connect (Device: not connected)' }));
    await user.click(await screen.findByRole('menuitem', { name: /^PC/ }));
    expect(await screen.findByText('Connected to PC')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: /\(Device: connected to PC\)$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Connected')).toBeTruthy();
    expect(within(menu).getByText('PC')).toBeTruthy();
    expect(await within(menu).findByText('3 beatmaps installed')).toBeTruthy();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Manage Device', 'Disconnect']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Manage Device' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/device'));

    await user.click(screen.getByRole('button', { name: /\(Device: connected to PC\)$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    expect(await screen.findByText('PC disconnected')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect (Device: not connected)' })).toBeTruthy();
  });

  it('a remembered folder after a reload: Reconnect from the menu connects it', async () => {
    const pick = await gameInstall(1, 'prompt');
    const store = createMemoryHandleStore({ type: 'pc', label: 'PC', handle: pick as never });
    const { user } = renderWithDevice(pick, store);
    await user.click(await screen.findByRole('button', { name: /\(Device: PC needs reconnecting\)$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /^Reconnect PC/ }));
    expect(await screen.findByRole('button', { name: /\(Device: connected to PC\)$/ })).toBeTruthy();
  });
});

describe('transfers spinner and panel', () => {
  it('shows while transfers are pending, lists progress in bytes, cancels and retries', async () => {
    const { user } = renderWithDevice(await gameInstall(0));
    await screen.findByRole('button', { name: 'Connect (Device: not connected)' });
    expect(screen.queryByRole('button', { name: /^Transfers/ })).toBeNull();
    let attempts = 0;
    act(() => {
      void queueOf!.add({
        id: 'install:beatmap:7',
        label: 'Artist - Song',
        run: ({ onProgress, signal }) =>
          new Promise((_, reject) => {
            attempts++;
            onProgress(1536, 4096);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Transfers: 1 pending' }));
    const panel = await screen.findByRole('dialog', { name: 'Transfers' });
    const row = within(panel).getByRole('listitem', { name: 'Artist - Song' });
    expect(within(row).getByText('1.5 KiB of 4.0 KiB')).toBeTruthy();
    expect(
      within(row)
        .getByRole('progressbar', { name: 'Progress of Artist - Song' })
        .getAttribute('aria-valuenow'),
    ).toBe('38');
    await user.click(within(row).getByRole('button', { name: 'Cancel Artist - Song' }));
    expect(await within(panel).findByText('Cancelled')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Retry Artist - Song' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(await within(panel).findByText('1.5 KiB of 4.0 KiB')).toBeTruthy();
  });
});

describe('the mobile rule (spec §2)', () => {
  it('below 960 px without WebUSB and nothing connected, there is no device button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    renderPlainLayout();
    expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /\(Device: / })).toBeNull();
  });

  it('below 960 px a connected or remembered device shows its button', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const pick = await gameInstall(0, 'prompt');
    renderWithDevice(pick, createMemoryHandleStore({ type: 'pc', label: 'PC', handle: pick as never }));
    expect(await screen.findByRole('button', { name: /\(Device: PC needs reconnecting\)$/ })).toBeTruthy();
  });
});

describe('device menu while the headset asks', () => {
  it('says to allow USB debugging on the headset, then connects', async () => {
    let allow!: (ok: boolean) => void;
    const daemon = new FakeAdbDaemon({
      authorize: () => new Promise<boolean>((resolve) => (allow = resolve)),
    });
    daemon.tree.mkdirs('/sdcard/SynthRidersUC/CustomSongs');
    const device = { serial: 'Q1', name: 'Quest 3', connect: async () => daemon.connect() };
    const { user } = renderWithDevice(await gameInstall(0), createMemoryHandleStore(), {
      load: async () => ({
        manager: { requestDevice: async () => device, getDevices: async () => [] },
        credentialStore: new MemoryCredentialStore(),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Connect (Device: not connected)' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Quest/ }));
    await waitFor(() => expect(daemon.events).toContainEqual({ type: 'auth', step: 'prompt' }), {
      timeout: 10_000,
    });
    await user.click(await screen.findByRole('button', { name: /\(Device: connecting to Quest\)$/ }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Waiting for the headset…')).toBeTruthy();
    expect(within(status).getByText(AUTHORIZING_HELP)).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Cancel' })).toBeTruthy();
    await user.keyboard('{Escape}');
    act(() => allow(true));
    expect(await screen.findByText('Connected to Quest 3')).toBeTruthy();
  }, 20_000);
});
