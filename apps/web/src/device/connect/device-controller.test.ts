// @vitest-environment node
import { DEFAULT_DEVICE_CONFIG } from '@synthhub/shared/device/device-config';
import type { AdbDaemonDevice } from '@yume-chan/adb';
import { AdbDaemonWebUsbDevice } from '@yume-chan/adb-daemon-webusb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryDeviceFs } from '../fs/memory-fs.ts';
import { TransferQueue } from '../installer/transfer-queue.ts';
import type { DeviceStatus } from '../react/device-context.ts';
import { FakeAdbDaemon, type FakeAdbDaemonOptions } from '../test-support/fake-adb/fake-adb-daemon.ts';
import { MemoryCredentialStore } from '../test-support/fake-adb/memory-credential-store.ts';
import { DeviceController, type DeviceControllerDeps } from './device-controller.ts';
import { createMemoryHandleStore, type HandleStore } from './handle-store.ts';

let trusted: MemoryCredentialStore;
beforeAll(async () => {
  trusted = new MemoryCredentialStore();
  await trusted.generateKey();
});

interface FakeHandle {
  kind: 'directory';
  name: string;
  fs: MemoryDeviceFs;
  queryPermission: () => Promise<PermissionState>;
  requestPermission: () => Promise<PermissionState>;
}

async function gameFolder(permission: PermissionState = 'granted', files = ['SynthRidersUC/CustomSongs/']) {
  const fs = new MemoryDeviceFs({ capabilities: { setMtime: false, setMode: false } });
  for (const path of files) await fs.mkdir(path.replace(/\/$/, ''));
  const handle: FakeHandle = {
    kind: 'directory',
    name: 'SynthRiders',
    fs,
    queryPermission: async () => permission,
    requestPermission: async () => 'granted',
  };
  return handle;
}

function quest(daemon: FakeAdbDaemon, connect?: () => never): AdbDaemonDevice {
  return { serial: 'Q1', name: 'Quest 3', connect: async () => (connect ? connect() : daemon.connect()) };
}

function setup(
  options: {
    pick?: FakeHandle | Error | null;
    usb?: AdbDaemonDevice | null;
    granted?: AdbDaemonDevice[];
    store?: HandleStore;
    credentials?: MemoryCredentialStore;
    authorizationTimeoutMs?: number;
  } = {},
) {
  const notify = vi.fn<DeviceControllerDeps['notify']>();
  const onDisconnected = vi.fn<NonNullable<DeviceControllerDeps['onDisconnected']>>();
  const queue = new TransferQueue();
  const store = options.store ?? createMemoryHandleStore();
  const deps: DeviceControllerDeps = {
    fsa: {
      showDirectoryPicker:
        options.pick === null
          ? undefined
          : async () => {
              if (options.pick instanceof Error) throw options.pick;
              return options.pick as unknown as FileSystemDirectoryHandle;
            },
      createFs: (root) => (root as unknown as FakeHandle).fs,
    },
    quest:
      options.usb === null
        ? undefined
        : {
            load: async () => ({
              manager: {
                requestDevice: async () => options.usb ?? undefined,
                getDevices: async () => options.granted ?? [],
              },
              credentialStore: options.credentials ?? trusted,
              ...(options.authorizationTimeoutMs
                ? { authorizationTimeoutMs: options.authorizationTimeoutMs }
                : {}),
            }),
          },
    store,
    loadConfig: async () => DEFAULT_DEVICE_CONFIG,
    queue,
    notify,
    onDisconnected,
    drainTimeoutMs: 200,
  };
  let questLoads = 0;
  if (deps.quest) {
    const load = deps.quest.load;
    deps.quest = { load: () => (questLoads++, load()) };
  }
  const controller = new DeviceController(deps);
  const states: DeviceStatus[] = [];
  controller.subscribe(() => states.push(controller.status));
  return { controller, notify, onDisconnected, queue, store, states, loads: () => questLoads };
}

const questDaemon = (options: FakeAdbDaemonOptions = {}) => {
  const daemon = new FakeAdbDaemon(options);
  daemon.tree.mkdirs('/sdcard/SynthRidersUC/CustomSongs');
  return daemon;
};

describe('DeviceController: connecting', () => {
  it('a browser without the APIs: connect opens "Not Supported" for that type, nothing else', async () => {
    const { controller, notify } = setup({ pick: null, usb: null });
    expect(controller.supported).toEqual({ pc: false, directory: false, quest: false });
    expect(await controller.connect('directory')).toBe(false);
    expect(controller.getSnapshot()).toEqual({ status: { state: 'idle' }, unsupported: 'directory' });
    controller.dismissUnsupported();
    expect(await controller.connect('quest')).toBe(false);
    expect(controller.getSnapshot().unsupported).toBe('quest');
    expect(notify).not.toHaveBeenCalled();
  });

  it('PC: idle → connecting → connected, "Connected to PC"', async () => {
    const pick = await gameFolder();
    const { controller, notify, states } = setup({ pick });
    expect(await controller.connect('pc')).toBe(true);
    expect(states.map((s) => s.state)).toEqual(['connecting', 'connected']);
    expect(controller.status.state === 'connected' && controller.status.device.fs).toBe(pick.fs);
    expect(notify).toHaveBeenCalledWith('Connected to PC', 'success');
  });

  it('a cancelled picker goes back to idle quietly', async () => {
    const { controller, notify } = setup({ pick: new DOMException('aborted', 'AbortError') });
    expect(await controller.connect('pc')).toBe(false);
    expect(controller.status).toEqual({ state: 'idle' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('a refused pick: "Unable to connect to PC: {why}"', async () => {
    const { controller, notify } = setup({ pick: await gameFolder('granted', ['Music']) });
    expect(await controller.connect('pc')).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(/^Unable to connect to PC: "SynthRiders" is not the Synth Riders folder/),
      'error',
    );
    expect(controller.status).toEqual({ state: 'idle' });
  });

  it('Quest: connecting → authorizing (the headset prompt) → connected, "Connected to Quest 3"', async () => {
    const { controller, notify, states } = setup({
      usb: quest(questDaemon({ authorize: () => new Promise((r) => setTimeout(() => r(true), 20)) })),
      credentials: new MemoryCredentialStore(),
    });
    expect(await controller.connect('quest')).toBe(true);
    expect(states.slice(0, 2)).toEqual([
      { state: 'connecting', type: 'quest', authorizing: false },
      { state: 'connecting', type: 'quest', authorizing: true },
    ]);
    expect(controller.status.state).toBe('connected');
    expect(notify).toHaveBeenCalledWith('Connected to Quest 3', 'success');
    await controller.disconnect();
  });

  it('Quest busy: "Unable to connect to Quest: …" naming SideQuest', async () => {
    const busy = quest(new FakeAdbDaemon(), () => {
      throw new AdbDaemonWebUsbDevice.DeviceBusyError();
    });
    const { controller, notify } = setup({ usb: busy });
    expect(await controller.connect('quest')).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(/^Unable to connect to Quest: .*SideQuest/),
      'error',
    );
  });

  it('Quest prompt never answered: the time-out message', async () => {
    const { controller, notify } = setup({
      usb: quest(questDaemon({ authorize: () => new Promise(() => {}) })),
      credentials: new MemoryCredentialStore(),
      authorizationTimeoutMs: 50,
    });
    expect(await controller.connect('quest')).toBe(false);
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Unable to connect to Quest: USB debugging was not allowed on the headset in time/,
      ),
      'error',
    );
    expect(controller.status).toEqual({ state: 'idle' });
  });

  it('cancelConnect while the headset waits: back to idle, no message', async () => {
    const { controller, notify } = setup({
      usb: quest(questDaemon({ authorize: () => new Promise(() => {}) })),
      credentials: new MemoryCredentialStore(),
    });
    controller.subscribe(() => {
      if (controller.status.state === 'connecting' && controller.status.authorizing)
        controller.cancelConnect();
    });
    expect(await controller.connect('quest')).toBe(false);
    expect(controller.status).toEqual({ state: 'idle' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('connecting another device replaces the first only when it succeeds', async () => {
    const first = await gameFolder();
    const { controller, onDisconnected } = setup({ pick: first });
    await controller.connect('pc');
    const device = controller.status.state === 'connected' ? controller.status.device : undefined;
    const close = vi.spyOn(first.fs, 'close');
    expect(await controller.connect('quest')).toBe(false); // chooser cancelled
    expect(controller.status).toEqual({ state: 'connected', device });
    expect(close).not.toHaveBeenCalled();
    expect(await controller.connect('directory')).toBe(true);
    expect(onDisconnected).toHaveBeenCalledWith(device);
    expect(close).toHaveBeenCalled();
  });
});

describe('DeviceController: disconnecting', () => {
  it('cancels transfers, closes, forgets, clears the lists, "PC disconnected"', async () => {
    const pick = await gameFolder();
    const { controller, notify, onDisconnected, queue, store } = setup({ pick });
    await controller.connect('pc');
    const device = controller.status.state === 'connected' ? controller.status.device : undefined;
    const transfer = queue.add({
      id: 'install:beatmap:1',
      label: 'Song',
      run: ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    });
    const close = vi.spyOn(pick.fs, 'close');
    await controller.disconnect();
    expect((await transfer).state).toBe('cancelled');
    expect(queue.snapshot()).toEqual([]);
    expect(close).toHaveBeenCalled();
    expect(onDisconnected).toHaveBeenCalledWith(device);
    expect(await store.get()).toBeUndefined();
    expect(controller.status).toEqual({ state: 'idle' });
    expect(notify).toHaveBeenLastCalledWith('PC disconnected', 'success');
  });

  it('a failing close: "Error disconnecting", and the device is gone anyway', async () => {
    const pick = await gameFolder();
    const { controller, notify } = setup({ pick });
    await controller.connect('directory');
    vi.spyOn(pick.fs, 'close').mockRejectedValue(new Error('stuck'));
    await controller.disconnect();
    expect(notify).toHaveBeenLastCalledWith('Error disconnecting', 'error');
    expect(controller.status).toEqual({ state: 'idle' });
  });

  it('an unplugged Quest: idle, "{device} disconnected", lists cleared', async () => {
    const daemon = questDaemon();
    const { controller, notify, onDisconnected } = setup({ usb: quest(daemon) });
    await controller.connect('quest');
    daemon.unplug();
    await vi.waitFor(() => expect(onDisconnected).toHaveBeenCalled());
    expect(controller.status).toEqual({ state: 'idle' });
    expect(notify).toHaveBeenLastCalledWith('Quest 3 disconnected', 'warning');
  });
});

describe('DeviceController: a reload', () => {
  it('a remembered folder asking again: reconnect → click → connected', async () => {
    const store = createMemoryHandleStore();
    const pick = await gameFolder('prompt');
    await store.put({ type: 'pc', label: 'PC', handle: pick as unknown as FileSystemDirectoryHandle });
    const { controller, notify } = setup({ store });
    await controller.start();
    expect(controller.status).toEqual({ state: 'reconnect', type: 'pc', label: 'PC' });
    expect(await controller.reconnect()).toBe(true);
    expect(controller.status.state).toBe('connected');
    expect(notify).toHaveBeenCalledWith('Connected to PC', 'success');
  });

  it('a remembered folder still granted connects silently', async () => {
    const store = createMemoryHandleStore();
    await store.put({ type: 'directory', label: 'SynthRiders', handle: (await gameFolder()) as never });
    const { controller, notify } = setup({ store });
    await controller.start();
    expect(controller.status.state).toBe('connected');
    expect(notify).not.toHaveBeenCalled();
  });

  it('Forget in reconnect: idle and nothing remembered', async () => {
    const store = createMemoryHandleStore();
    await store.put({ type: 'pc', label: 'PC', handle: (await gameFolder('prompt')) as never });
    const { controller } = setup({ store });
    await controller.start();
    await controller.disconnect();
    expect(controller.status).toEqual({ state: 'idle' });
    expect(await store.get()).toBeUndefined();
  });

  it('a remembered Quest reconnects when exactly one granted device is there', async () => {
    const store = createMemoryHandleStore({ type: 'quest', label: 'Quest 3' });
    const device = quest(questDaemon());
    const { controller, loads } = setup({ store, granted: [device] });
    await controller.start();
    expect(controller.status.state).toBe('connected');
    expect(loads()).toBe(1); // the USB side is built once, however often it is needed
    await controller.disconnect();
    const two = setup({
      store: createMemoryHandleStore({ type: 'quest', label: 'Quest 3' }),
      granted: [device, device],
    });
    await two.controller.start();
    expect(two.controller.status).toEqual({ state: 'idle' });
  });
});
