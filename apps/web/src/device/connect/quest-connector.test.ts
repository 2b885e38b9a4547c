// @vitest-environment node
import { DEFAULT_DEVICE_CONFIG } from '@synthhub/shared/device/device-config';
import type { AdbDaemonConnection, AdbDaemonDevice, AdbPacketInit } from '@yume-chan/adb';
import { AdbDaemonWebUsbDevice } from '@yume-chan/adb-daemon-webusb';
import { Consumable } from '@yume-chan/stream-extra';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type DeviceErrorCode, isDeviceError } from '../errors.ts';
import { FakeAdbDaemon, type FakeAdbDaemonOptions } from '../test-support/fake-adb/fake-adb-daemon.ts';
import { MemoryCredentialStore } from '../test-support/fake-adb/memory-credential-store.ts';
import { createMemoryHandleStore } from './handle-store.ts';
import {
  AUTHORIZATION_TIMEOUT_HELP,
  DEVICE_BUSY_HELP,
  HANDSHAKE_TIMEOUT_HELP,
  WEBUSB_NOT_SUPPORTED,
} from './messages.ts';
import {
  connectQuest,
  findKnownQuest,
  type QuestConnectorDeps,
  type QuestUsbManager,
} from './quest-connector.ts';

// RSA key generation is slow: one trusted key for every test, and a fresh store where it must be new.
let trustedStore: MemoryCredentialStore;
beforeAll(async () => {
  trustedStore = new MemoryCredentialStore();
  await trustedStore.generateKey();
});

function usbDevice(
  connect: () => AdbDaemonConnection | Promise<AdbDaemonConnection>,
  name = 'Quest 3',
): AdbDaemonDevice {
  return { serial: '2G0YC1ZF8B0001', name, connect: async () => connect() };
}

function setup(
  device: AdbDaemonDevice | undefined,
  overrides: Partial<QuestConnectorDeps> = {},
): { deps: QuestConnectorDeps; manager: QuestUsbManager } {
  const manager: QuestUsbManager = {
    requestDevice: vi.fn(async () => device),
    getDevices: vi.fn(async () => (device ? [device] : [])),
  };
  return {
    manager,
    deps: {
      manager,
      credentialStore: trustedStore,
      store: createMemoryHandleStore(),
      loadConfig: async () => DEFAULT_DEVICE_CONFIG,
      ...overrides,
    },
  };
}

function questDaemon(options: FakeAdbDaemonOptions = {}) {
  const daemon = new FakeAdbDaemon(options);
  daemon.tree.mkdirs('/sdcard/SynthRidersUC/CustomSongs');
  return daemon;
}

async function rejection(promise: Promise<unknown>, code: DeviceErrorCode): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isDeviceError(error, code)) throw new Error(`expected DeviceError ${code}, got ${String(error)}`);
  return error.message;
}

describe('connectQuest', () => {
  it('without WebUSB: Unsupported, with the spec message', async () => {
    const { deps } = setup(undefined, { manager: undefined });
    const message = await rejection(connectQuest(deps), 'Unsupported');
    expect(message).toBe(WEBUSB_NOT_SUPPORTED);
    expect(message.startsWith('Your browser does not support WebUSB standard')).toBe(true);
  });

  it('a cancelled USB chooser resolves null without an error', async () => {
    const { deps, manager } = setup(undefined);
    expect(await connectQuest(deps)).toBeNull();
    expect(manager.requestDevice).toHaveBeenCalled();
  });

  it('a headset held by another program: DeviceBusy, telling to close SideQuest or adb', async () => {
    const busy = usbDevice(() => {
      throw new AdbDaemonWebUsbDevice.DeviceBusyError(
        new DOMException('Unable to claim interface.', 'NetworkError'),
      );
    });
    const message = await rejection(connectQuest(setup(busy).deps), 'DeviceBusy');
    expect(message).toBe(DEVICE_BUSY_HELP);
    expect(message).toMatch(/SideQuest/);
    expect(message).toMatch(/adb/);
  });

  it('an interrupted earlier claim (InvalidStateError) counts as busy too', async () => {
    const stuck = usbDevice(() => {
      throw new DOMException(
        'An operation that changes interface state is in progress.',
        'InvalidStateError',
      );
    });
    await rejection(connectQuest(setup(stuck).deps), 'DeviceBusy');
  });

  it('a new key: reports the prompt while the player decides, then connects to the Quest', async () => {
    let allow!: (ok: boolean) => void;
    const daemon = questDaemon({ authorize: () => new Promise<boolean>((resolve) => (allow = resolve)) });
    const { deps } = setup(
      usbDevice(() => daemon.connect()),
      { credentialStore: new MemoryCredentialStore() },
    );
    const onAuthorizing = vi.fn(() => setTimeout(() => allow(true), 10));
    const connection = await connectQuest(deps, { onAuthorizing });
    expect(onAuthorizing).toHaveBeenCalledTimes(1);
    expect(connection?.device).toMatchObject({ type: 'quest', label: 'Quest 3' });
    expect(connection?.device.layout.kinds.beatmap.write).toBe('SynthRidersUC/CustomSongs');
    expect(connection?.warning).toBeUndefined();
    expect(await deps.store.get()).toEqual({ type: 'quest', label: 'Quest 3' });
    await connection?.device.fs.close();
  });

  it('authorization pending too long: AuthorizationTimeout with what to do', async () => {
    const daemon = questDaemon({ authorize: () => new Promise<boolean>(() => {}) });
    const { deps } = setup(
      usbDevice(() => daemon.connect()),
      {
        credentialStore: new MemoryCredentialStore(),
        authorizationTimeoutMs: 50,
      },
    );
    const onAuthorizing = vi.fn();
    const message = await rejection(connectQuest(deps, { onAuthorizing }), 'AuthorizationTimeout');
    expect(onAuthorizing).toHaveBeenCalledTimes(1);
    expect(message).toBe(AUTHORIZATION_TIMEOUT_HELP);
    expect(message).toMatch(/unplug and replug/);
    expect(daemon.events).toContainEqual({ type: 'auth', step: 'prompt' });
    expect(await deps.store.get()).toBeUndefined();
  });

  it('a trusted key connects silently: no prompt', async () => {
    const daemon = questDaemon();
    const { deps } = setup(usbDevice(() => daemon.connect()));
    await (await connectQuest(deps))?.device.fs.close(); // first time: trusted after the prompt
    const onAuthorizing = vi.fn();
    const again = await connectQuest(deps, { onAuthorizing });
    expect(onAuthorizing).not.toHaveBeenCalled();
    expect(daemon.events.filter((e) => e.type === 'auth' && e.step === 'signature-ok')).toHaveLength(1);
    await again?.device.fs.close();
  });

  it('a headset that never answers: Timeout', async () => {
    const silent = usbDevice(
      () =>
        ({
          readable: new ReadableStream(),
          writable: new Consumable.WritableStream<AdbPacketInit>({ write: () => {} }),
        }) as unknown as AdbDaemonConnection,
    );
    const { deps } = setup(silent, { handshakeTimeoutMs: 50 });
    expect(await rejection(connectQuest(deps), 'Timeout')).toBe(HANDSHAKE_TIMEOUT_HELP);
  });

  it('cancelled while the headset waits for the player: null', async () => {
    const daemon = questDaemon({ authorize: () => new Promise<boolean>(() => {}) });
    const { deps } = setup(
      usbDevice(() => daemon.connect()),
      { credentialStore: new MemoryCredentialStore() },
    );
    const controller = new AbortController();
    const result = await connectQuest(deps, {
      signal: controller.signal,
      onAuthorizing: () => controller.abort(),
    });
    expect(result).toBeNull();
  });

  it('no game folder yet: connected, with the "launch the game once" warning', async () => {
    const daemon = new FakeAdbDaemon();
    const { deps } = setup(usbDevice(() => daemon.connect()));
    const connection = await connectQuest(deps);
    expect(connection?.warning).toMatch(
      /No SynthRidersUC folder on the headset yet: launch Synth Riders once/,
    );
    await connection?.device.fs.close();
  });

  it('unplugging resolves `disconnected`', async () => {
    const daemon = questDaemon();
    const { deps } = setup(usbDevice(() => daemon.connect()));
    const connection = await connectQuest(deps);
    daemon.unplug();
    await expect(connection?.disconnected).resolves.toBeUndefined();
  });

  it('falls back to the USB name, then "Quest", for the label', async () => {
    const daemon = questDaemon({ props: { 'ro.product.model': '' } });
    const { deps } = setup(usbDevice(() => daemon.connect(), 'Oculus Quest2'));
    const connection = await connectQuest(deps);
    expect(connection?.device.label).toBe('Oculus Quest2');
    await connection?.device.fs.close();
  });
});

describe('findKnownQuest', () => {
  it('answers the one granted device, and nothing for none or several', async () => {
    const one = usbDevice(() => new FakeAdbDaemon().connect());
    const manager = (devices: AdbDaemonDevice[]): QuestUsbManager => ({
      requestDevice: async () => undefined,
      getDevices: async () => devices,
    });
    expect(await findKnownQuest({ manager: manager([one]) })).toBe(one);
    expect(await findKnownQuest({ manager: manager([]) })).toBeUndefined();
    expect(await findKnownQuest({ manager: manager([one, one]) })).toBeUndefined();
    expect(await findKnownQuest({ manager: undefined })).toBeUndefined();
  });
});
