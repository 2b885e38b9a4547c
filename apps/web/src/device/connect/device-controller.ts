import type { DeviceType } from '@synthhub/shared/device/layout';
import { isDeviceError } from '../errors.ts';
import type { TransferQueue } from '../installer/transfer-queue.ts';
import type { ConnectedDevice, DeviceStatus } from '../react/device-context.ts';
import type { DeviceConnection, LoadDeviceConfig } from './connection.ts';
import { connectFolder, type FsaConnectorDeps, reconnectFolder, restoreFolder } from './fsa-connector.ts';
import type { HandleStore } from './handle-store.ts';
import {
  connectedMessage,
  DEVICE_TYPE_LABELS,
  disconnectedMessage,
  ERROR_DISCONNECTING,
  unableToConnectMessage,
} from './messages.ts';
import type * as QuestConnectorModule from './quest-connector.ts';
import type { QuestConnection, QuestConnectOptions, QuestConnectorDeps } from './quest-connector.ts';

/** The USB side of the Quest connector, without what the controller adds (store, config). */
export type QuestDeps = Omit<QuestConnectorDeps, 'store' | 'loadConfig'>;

/** How a message is shown (notistack variants). */
export type NotifyVariant = 'success' | 'error' | 'warning' | 'info';

/** What the controller needs; everything from the browser is injected (device-notes §5.3). */
export interface DeviceControllerDeps {
  fsa: Pick<FsaConnectorDeps, 'showDirectoryPicker' | 'createFs'>;
  /**
   * WebUSB, or undefined when the browser has none. `load` builds the USB side on first use, so
   * the ADB library (and the connector) load only when a Quest is connected.
   */
  quest: { load: () => Promise<QuestDeps> } | undefined;
  store: HandleStore;
  loadConfig: LoadDeviceConfig;
  /** The one transfer queue; cancelled on disconnect. */
  queue: TransferQueue;
  /** Shows a spec §8 message. */
  notify: (message: string, variant: NotifyVariant) => void;
  /** Called after a device went away (disconnect, unplug, replaced): clear its cached file lists. */
  onDisconnected?: (device: ConnectedDevice) => void;
  /** How long a disconnect waits for cancelled transfers to clean up before closing, ms (default 5000). */
  drainTimeoutMs?: number;
}

/** The controller's state: the DeviceStatus, and the device type the "Not Supported" dialog is about. */
export interface DeviceControllerSnapshot {
  status: DeviceStatus;
  unsupported: DeviceType | null;
}

/**
 * The connection state machine of the app (device-notes §5.3), as plain TypeScript
 * so every transition is unit-tested: `idle → connecting (→ authorizing) → connected → idle`, and
 * `reconnect` for a remembered folder whose permission must be asked on a click. It shows the spec
 * §8 messages through `notify`, opens the "Not Supported" state for a browser without the API, and
 * on disconnect cancels the queue, closes the device and calls `onDisconnected`.
 * `subscribe` + `getSnapshot` fit React's useSyncExternalStore.
 */
export class DeviceController {
  readonly supported: Readonly<Record<DeviceType, boolean>>;
  #snapshot: DeviceControllerSnapshot = { status: { state: 'idle' }, unsupported: null };
  readonly #listeners = new Set<() => void>();
  readonly #deps: DeviceControllerDeps;
  #connecting: AbortController | null = null;
  #started: Promise<void> | null = null;
  #questLoad: Promise<[typeof QuestConnectorModule, QuestDeps]> | null = null;

  constructor(deps: DeviceControllerDeps) {
    this.#deps = deps;
    const folders = !!deps.fsa.showDirectoryPicker;
    this.supported = { pc: folders, directory: folders, quest: !!deps.quest };
  }

  /** The current state (the same object until something changes). */
  getSnapshot = (): DeviceControllerSnapshot => this.#snapshot;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  get status(): DeviceStatus {
    return this.#snapshot.status;
  }

  #set(change: Partial<DeviceControllerSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of this.#listeners) listener();
  }

  get #folderDeps() {
    return { ...this.#deps.fsa, store: this.#deps.store, loadConfig: this.#deps.loadConfig };
  }

  /** The Quest connector and its USB side, loaded once (a failed load is tried again next time). */
  async #quest() {
    this.#questLoad ??= Promise.all([import('./quest-connector.ts'), this.#deps.quest!.load()]);
    try {
      const [connector, usb] = await this.#questLoad;
      return { connector, deps: { ...usb, store: this.#deps.store, loadConfig: this.#deps.loadConfig } };
    } catch (error) {
      this.#questLoad = null;
      throw error;
    }
  }

  /**
   * On page load, once (later calls share the first): a remembered folder with its permission still
   * granted connects silently, one that needs a click becomes `reconnect`; a remembered Quest
   * reconnects when exactly one granted USB device is present (device-notes §5.3).
   */
  start(): Promise<void> {
    this.#started ??= this.#restore().catch(() => undefined);
    return this.#started;
  }

  async #restore(): Promise<void> {
    const remembered = await this.#deps.store.get();
    if (!remembered || this.status.state !== 'idle') return;
    if (remembered.type === 'quest') {
      if (!this.#deps.quest) return;
      const { connector, deps } = await this.#quest();
      const device = await connector.findKnownQuest(deps);
      if (device && this.status.state === 'idle') await this.#connectQuest(device);
      return;
    }
    const restored = await restoreFolder(remembered, this.#folderDeps);
    if (this.status.state !== 'idle') {
      if (restored.state === 'connected') await restored.connection.device.fs.close();
      return;
    }
    if (restored.state === 'connected') this.#adopt(restored.connection, false);
    else if (restored.state === 'reconnect')
      this.#set({ status: { state: 'reconnect', type: remembered.type, label: remembered.label } });
    else this.#deps.notify(unableToConnectMessage(remembered.label, restored.error.message), 'warning');
  }

  /**
   * Connects a device of `type` (call from a click: pickers need it). Resolves true when connected,
   * false when cancelled, unsupported (opens the "Not Supported" state) or failed (after showing
   * "Unable to connect to {device}: {message}"). A connected device is replaced only on success.
   */
  async connect(type: DeviceType): Promise<boolean> {
    if (this.status.state === 'connecting') return false;
    if (!this.supported[type]) {
      this.#set({ unsupported: type });
      return false;
    }
    if (type === 'quest') return this.#connectQuest(undefined);
    return this.#attempt(type, () => connectFolder(type, this.#folderDeps));
  }

  /** Asks a remembered folder's permission again (status `reconnect`; call from a click). */
  async reconnect(): Promise<boolean> {
    const status = this.status;
    if (status.state !== 'reconnect') return false;
    const remembered = await this.#deps.store.get();
    if (!remembered || remembered.type === 'quest') {
      this.#set({ status: { state: 'idle' } });
      return false;
    }
    return this.#attempt(
      remembered.type,
      () => reconnectFolder(remembered, this.#folderDeps),
      remembered.label,
    );
  }

  /**
   * Loads what connecting `type` needs ahead of the click (the ADB libraries for a Quest), so the
   * USB chooser opens while the click's user activation lasts. Errors are left for `connect`.
   */
  prepare(type: DeviceType): void {
    if (type === 'quest' && this.#deps.quest) this.#quest().catch(() => undefined);
  }

  /** Stops a connect in progress; `connect` then resolves false. */
  cancelConnect(): void {
    this.#connecting?.abort(new DOMException('Cancelled', 'AbortError'));
  }

  /** Closes the "Not Supported" dialog. */
  dismissUnsupported(): void {
    if (this.#snapshot.unsupported) this.#set({ unsupported: null });
  }

  #connectQuest(device: QuestConnectOptions['device']): Promise<boolean> {
    return this.#attempt('quest', async (signal) => {
      const { connector, deps } = await this.#quest();
      return connector.connectQuest(deps, {
        ...(device ? { device } : {}),
        signal,
        onAuthorizing: () => this.#set({ status: { state: 'connecting', type: 'quest', authorizing: true } }),
      });
    });
  }

  async #attempt(
    type: DeviceType,
    run: (signal: AbortSignal) => Promise<DeviceConnection | QuestConnection | null>,
    label: string = DEVICE_TYPE_LABELS[type],
  ): Promise<boolean> {
    const before = this.status;
    const controller = new AbortController();
    this.#connecting = controller;
    this.#set({ status: { state: 'connecting', type, authorizing: false } });
    try {
      const connection = await run(controller.signal);
      if (!connection || controller.signal.aborted) {
        if (connection) await connection.device.fs.close().catch(() => undefined);
        this.#set({ status: before });
        return false;
      }
      if (before.state === 'connected') await this.#close(before.device);
      this.#adopt(connection, true);
      return true;
    } catch (error) {
      this.#set({ status: before });
      if (isDeviceError(error, 'Unsupported')) this.#set({ unsupported: type });
      else
        this.#deps.notify(
          unableToConnectMessage(label, error instanceof Error ? error.message : undefined),
          'error',
        );
      return false;
    } finally {
      if (this.#connecting === controller) this.#connecting = null;
    }
  }

  #adopt(connection: DeviceConnection | QuestConnection, announce: boolean): void {
    const { device } = connection;
    this.#set({ status: { state: 'connected', device } });
    if (announce) this.#deps.notify(connectedMessage(device.type, device.label), 'success');
    if ('warning' in connection && connection.warning) this.#deps.notify(connection.warning, 'warning');
    void connection.disconnected.then(async () => {
      if (this.status.state !== 'connected' || this.status.device !== device) return;
      this.#set({ status: { state: 'idle' } });
      await this.#close(device).catch(() => undefined);
      this.#deps.notify(disconnectedMessage(device.type, device.label), 'warning');
    });
  }

  /** Cancels the queue, lets cancelled transfers clean up (bounded), closes the device, clears its lists. */
  async #close(device: ConnectedDevice): Promise<void> {
    const { queue } = this.#deps;
    queue.cancelAll();
    await Promise.race([
      queue.onIdle(),
      new Promise((r) => setTimeout(r, this.#deps.drainTimeoutMs ?? 5000)),
    ]);
    queue.clearFinished();
    try {
      await device.fs.close();
    } finally {
      this.#deps.onDisconnected?.(device);
    }
  }

  /**
   * Disconnect (spec §4 "Device", §8): cancels pending transfers, closes the device, forgets it for the
   * next visit and clears its file lists; says "PC disconnected" / "{device} disconnected", or
   * "Error disconnecting" when closing failed (the device is forgotten anyway). In `reconnect` it
   * forgets the remembered folder.
   */
  async disconnect(): Promise<void> {
    const status = this.status;
    if (status.state === 'reconnect') {
      await this.#deps.store.clear().catch(() => undefined);
      this.#set({ status: { state: 'idle' } });
      return;
    }
    if (status.state !== 'connected') return;
    const { device } = status;
    this.#set({ status: { state: 'idle' } });
    await this.#deps.store.clear().catch(() => undefined);
    try {
      await this.#close(device);
      this.#deps.notify(disconnectedMessage(device.type, device.label), 'success');
    } catch {
      this.#deps.notify(ERROR_DISCONNECTING, 'error');
    }
  }
}
