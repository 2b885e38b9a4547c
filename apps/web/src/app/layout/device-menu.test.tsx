// Vitest: own process
import { Blob as NodeBlob } from 'node:buffer';
import { DEFAULT_DEVICE_CONFIG } from '@synthhub/shared/device/device-config';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceControllerDeps } from '../../device/connect/device-controller.ts';
import { createMemoryHandleStore, type HandleStore } from '../../device/connect/handle-store.ts';
import { AUTHORIZING_HELP } from '../../device/connect/messages.ts';
import {
  BROWSER_REQUIREMENT,
  CANNOT_CONNECT_HERE,
  QUEST_CHECKLIST,
} from '../../device/connect/setup-guide.ts';
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
  it('offers no Connect: the button reads "Devices" and the menu says why, in one sentence', async () => {
    const user = renderPlainLayout();
    expect(screen.queryByRole('button', { name: /^Connect/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Devices: not available in this browser' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryAllByRole('menuitem')).toEqual([]);
    expect(within(menu).getByRole('note').textContent).toBe(CANNOT_CONNECT_HERE);
    expect(CANNOT_CONNECT_HERE).toMatch(/Chrome, Edge, Opera or Brave on a computer/);
  });
});

describe('device menu with a folder device', () => {
  it('connects a PC: Connected, PC, the beatmap count, Manage Device; Disconnect clears it', async () => {
    const { user, router } = renderWithDevice(await gameInstall(3));
    await user.click(await screen.findByRole('button', { name: 'Connect a device' }));
    expect(within(await screen.findByRole('menu')).getByText(BROWSER_REQUIREMENT)).toBeTruthy();
    await user.click(await screen.findByRole('menuitem', { name: /^PC/ }));
    expect(await screen.findByText('Connected to PC')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'PC: device connected' }));
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

    await user.click(screen.getByRole('button', { name: 'PC: device connected' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Disconnect' }));
    expect(await screen.findByText('PC disconnected')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Connect a device' })).toBeTruthy();
  });

  it('a remembered folder after a reload: Reconnect from the menu connects it', async () => {
    const pick = await gameInstall(1, 'prompt');
    const store = createMemoryHandleStore({ type: 'pc', label: 'PC', handle: pick as never });
    const { user } = renderWithDevice(pick, store);
    await user.click(await screen.findByRole('button', { name: 'Reconnect PC' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Reconnect PC/ }));
    expect(await screen.findByRole('button', { name: 'PC: device connected' })).toBeTruthy();
  });
});

describe('transfers spinner and panel', () => {
  it('shows while transfers are pending, lists progress in bytes, cancels and retries', async () => {
    const { user } = renderWithDevice(await gameInstall(0));
    await screen.findByRole('button', { name: 'Connect a device' });
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
    expect(screen.queryByRole('button', { name: /^(Connect|Devices)/ })).toBeNull();
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
    expect(await screen.findByRole('button', { name: 'Reconnect PC' })).toBeTruthy();
  });
});

describe('connecting a Quest', () => {
  function questDeps(daemon: FakeAdbDaemon): DeviceControllerDeps['quest'] {
    daemon.tree.mkdirs('/sdcard/SynthRidersUC/CustomSongs');
    const device = { serial: 'Q1', name: 'Quest 3', connect: async () => daemon.connect() };
    return {
      load: async () => ({
        manager: { requestDevice: async () => device, getDevices: async () => [] },
        credentialStore: new MemoryCredentialStore(),
      }),
    };
  }

  it('shows the checklist first, then says to allow USB debugging on the headset, then connects', async () => {
    let allow!: (ok: boolean) => void;
    const daemon = new FakeAdbDaemon({
      authorize: () => new Promise<boolean>((resolve) => (allow = resolve)),
    });
    const { user } = renderWithDevice(await gameInstall(0), createMemoryHandleStore(), questDeps(daemon));
    await user.click(await screen.findByRole('button', { name: 'Connect a device' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Quest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Quest' });
    const steps = within(within(dialog).getByRole('list', { name: 'Before you connect' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.firstChild?.textContent)).toEqual(QUEST_CHECKLIST.map((s) => s.title));
    expect(dialog.textContent).toContain('SideQuest');
    expect(within(dialog).getByText(BROWSER_REQUIREMENT)).toBeTruthy();
    expect(daemon.events).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(daemon.events).toContainEqual({ type: 'auth', step: 'prompt' }), {
      timeout: 10_000,
    });
    const status = await within(dialog).findByRole('status');
    expect(await within(status).findByText('Waiting for the headset…')).toBeTruthy();
    expect(within(status).getByText(AUTHORIZING_HELP)).toBeTruthy();
    act(() => allow(true));
    expect(await screen.findByText('Connected to Quest 3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect a Quest' })).toBeNull());
  }, 20_000);

  it('Cancel while the headset waits stops the connect and shows the checklist again', async () => {
    const daemon = new FakeAdbDaemon({ authorize: () => new Promise<boolean>(() => {}) });
    const { user } = renderWithDevice(await gameInstall(0), createMemoryHandleStore(), questDeps(daemon));
    await user.click(await screen.findByRole('button', { name: 'Connect a device' }));
    await user.click(await screen.findByRole('menuitem', { name: /^Quest/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a Quest' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Waiting for the headset…', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('list', { name: 'Before you connect' })).toBeTruthy();
    expect(screen.queryByText('Connected to Quest 3')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('button', { name: 'Connect a device' })).toBeTruthy();
  }, 20_000);
});
