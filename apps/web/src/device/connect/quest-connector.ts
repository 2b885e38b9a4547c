import {
  Adb,
  type AdbAuthenticator,
  type AdbCredentialStore,
  type AdbDaemonConnection,
  type AdbDaemonDevice,
  AdbDaemonTransport,
  type AdbPacketData,
  AdbPublicKeyAuthenticator,
  AdbSignatureAuthenticator,
} from '@yume-chan/adb';
import { AdbDaemonWebUsbDevice } from '@yume-chan/adb-daemon-webusb';
import { TransformStream } from '@yume-chan/stream-extra';
import { DeviceError, isDeviceError, toDeviceError } from '../errors.ts';
import { AdbDeviceFs } from '../fs/adb-fs.ts';
import type { DeviceFs } from '../types.ts';
import { type DeviceConnection, type LoadDeviceConfig, probeLayout } from './connection.ts';
import type { HandleStore } from './handle-store.ts';
import {
  AUTHORIZATION_TIMEOUT_HELP,
  DEVICE_BUSY_HELP,
  DEVICE_TYPE_LABELS,
  gameFolderMissingMessage,
  HANDSHAKE_TIMEOUT_HELP,
  WEBUSB_NOT_SUPPORTED,
} from './messages.ts';

/**
 * The USB side the connector needs: `AdbDaemonWebUsbDeviceManager` over `navigator.usb` in the
 * app, a fake daemon in tests and e2e. `requestDevice` answers undefined when the user cancels.
 */
export interface QuestUsbManager {
  requestDevice(): Promise<AdbDaemonDevice | undefined>;
  getDevices(): Promise<readonly AdbDaemonDevice[]>;
}

/** What the Quest connector needs; all injected (device-notes §5.3). */
export interface QuestConnectorDeps {
  /** Undefined when the browser has no WebUSB. */
  manager: QuestUsbManager | undefined;
  /** The RSA keys the headset is asked to trust (`@yume-chan/adb-credential-web` in the app). */
  credentialStore: AdbCredentialStore;
  store: HandleStore;
  loadConfig: LoadDeviceConfig;
  /** The Quest's files (default: AdbDeviceFs under `storageRoot`). */
  createFs?: (adb: Adb, storageRoot: string) => DeviceFs;
  /** How long the headset may take to answer before any prompt, ms (default 20 000). */
  handshakeTimeoutMs?: number;
  /** How long the "Allow USB debugging?" prompt may wait for the player, ms (default 90 000). */
  authorizationTimeoutMs?: number;
}

/** Options of one connect. */
export interface QuestConnectOptions {
  /** A device granted before (auto-reconnect); without it the USB chooser opens (needs a click). */
  device?: AdbDaemonDevice;
  /** Cancels the connect: it then resolves null. */
  signal?: AbortSignal;
  /** Called once when the headset shows "Allow USB debugging?" (our key is not trusted yet). */
  onAuthorizing?: () => void;
}

/** A Quest connection, with a warning to show when the game folder is missing. */
export interface QuestConnection extends DeviceConnection {
  warning?: string;
}

const QUEST_STORAGE_ROOT = '/sdcard';

function isBusy(error: unknown): boolean {
  if (error instanceof AdbDaemonWebUsbDevice.DeviceBusyError) return true;
  // An interrupted earlier attempt leaves "an operation that changes interface state is in progress" (device-notes §2.4).
  const e = error as { name?: unknown; message?: unknown } | null;
  return e?.name === 'InvalidStateError' && /interface/i.test(String(e.message));
}

async function openUsb(device: AdbDaemonDevice): Promise<AdbDaemonConnection> {
  try {
    return await device.connect();
  } catch (error) {
    if (isBusy(error)) throw new DeviceError('DeviceBusy', DEVICE_BUSY_HELP, { cause: error });
    throw toDeviceError(error, 'The headset could not be opened');
  }
}

async function closeConnection(connection: AdbDaemonConnection): Promise<void> {
  await connection.writable.close().catch(() => undefined);
  await connection.readable.cancel().catch(() => undefined);
}

/**
 * The ADB handshake with the abort and timeouts `AdbDaemonTransport.authenticate` lacks (it waits
 * forever for the player; device-notes §1.2, §2.4). The public-key step is wrapped so
 * `onAuthorizing` fires only when the headset really prompts.
 */
async function authenticate(
  device: AdbDaemonDevice,
  connection: AdbDaemonConnection,
  deps: QuestConnectorDeps,
  options: QuestConnectOptions,
): Promise<AdbDaemonTransport> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number, error: () => DeviceError) => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(error()), ms);
  };
  let prompted = false;
  const notifyingPublicKey: AdbAuthenticator = async function* (store, getNextRequest) {
    for await (const packet of AdbPublicKeyAuthenticator(store, getNextRequest)) {
      if (!prompted) {
        prompted = true;
        arm(
          deps.authorizationTimeoutMs ?? 90_000,
          () => new DeviceError('AuthorizationTimeout', AUTHORIZATION_TIMEOUT_HELP),
        );
        options.onAuthorizing?.();
      }
      yield packet;
    }
  };
  const onCancel = () => abort.abort(new DOMException('Cancelled', 'AbortError'));
  options.signal?.addEventListener('abort', onCancel);
  arm(deps.handshakeTimeoutMs ?? 20_000, () => new DeviceError('Timeout', HANDSHAKE_TIMEOUT_HELP));
  const aborted = new Promise<never>((_, reject) => {
    abort.signal.addEventListener('abort', () => reject(abort.signal.reason), { once: true });
  });
  // Reading through a pipe we can abort lets a time-out or a cancel end the handshake.
  const readable = connection.readable.pipeThrough(new TransformStream<AdbPacketData, AdbPacketData>(), {
    signal: abort.signal,
  });
  const handshake = AdbDaemonTransport.authenticate({
    serial: device.serial,
    connection: { readable, writable: connection.writable },
    credentialStore: deps.credentialStore,
    authenticators: [AdbSignatureAuthenticator, notifyingPublicKey],
  });
  try {
    if (options.signal?.aborted) onCancel();
    return await Promise.race([handshake, aborted]);
  } catch (error) {
    // A late success after a time-out or cancel must not leave the headset claimed.
    handshake.then(
      (transport) => transport.close(),
      () => undefined,
    );
    await closeConnection(connection);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  }
}

/**
 * Connect via Quest (spec §2 "Device status"; device-notes §1.2): the USB chooser (or `options.device`),
 * claiming the ADB interface, the handshake (the headset's "Allow USB debugging?" prompt, reported
 * through `onAuthorizing`), then the files under `/sdcard` and the layout (the game folder and
 * package from the server). Remembers the Quest so the next visit reconnects through `getDevices`.
 * Resolves null when the user cancelled (chooser or `signal`). Rejects with DeviceError:
 * `Unsupported` (no WebUSB: the spec's WebUSB message), `DeviceBusy` (SideQuest or adb holds the
 * headset), `Timeout` (no answer), `AuthorizationTimeout` (nobody allowed USB debugging in time),
 * `Disconnected` or `Io`. A missing game folder connects anyway, with `warning` set.
 */
export async function connectQuest(
  deps: QuestConnectorDeps,
  options: QuestConnectOptions = {},
): Promise<QuestConnection | null> {
  if (!deps.manager) throw new DeviceError('Unsupported', WEBUSB_NOT_SUPPORTED);
  let device = options.device;
  if (!device) {
    try {
      device = await deps.manager.requestDevice();
    } catch (error) {
      throw toDeviceError(error, 'The USB device chooser could not open');
    }
    if (!device) return null;
  }
  const config = await deps.loadConfig();
  const connection = await openUsb(device);
  let transport: AdbDaemonTransport;
  try {
    transport = await authenticate(device, connection, deps, options);
  } catch (error) {
    if (options.signal?.aborted && !isDeviceError(error)) return null;
    if (isDeviceError(error)) throw error;
    throw toDeviceError(error, 'The headset closed the connection', 'Disconnected');
  }
  const adb = new Adb(transport);
  const fs = (deps.createFs ?? ((a, root) => new AdbDeviceFs(a, { root })))(adb, QUEST_STORAGE_ROOT);
  try {
    const { layout } = await probeLayout(fs, { device: 'quest', ...config });
    const gameFolderFound = await fs.exists(layout.gameRoot);
    const label = adb.banner.model?.trim() || device.name?.trim() || DEVICE_TYPE_LABELS.quest;
    await deps.store.put({ type: 'quest', label }).catch(() => undefined);
    return {
      device: { type: 'quest', label, fs, layout },
      disconnected: adb.disconnected.then(
        () => undefined,
        () => undefined,
      ),
      ...(gameFolderFound ? {} : { warning: gameFolderMissingMessage(config.game_folder) }),
    };
  } catch (error) {
    await fs.close().catch(() => undefined);
    throw toDeviceError(error, 'The headset could not be read');
  }
}

/**
 * The Quest to reconnect on page load without a click (device-notes §5.3): the one device this
 * site was granted before, when there is exactly one; otherwise undefined.
 */
export async function findKnownQuest(
  deps: Pick<QuestConnectorDeps, 'manager'>,
): Promise<AdbDaemonDevice | undefined> {
  if (!deps.manager) return undefined;
  try {
    const devices = await deps.manager.getDevices();
    return devices.length === 1 ? devices[0] : undefined;
  } catch {
    return undefined;
  }
}
