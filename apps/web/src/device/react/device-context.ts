import type { DeviceType, ResolvedLayout } from '@synthhub/shared/device/layout';
import { createContext, useContext } from 'react';
import type { TransferQueue } from '../installer/transfer-queue.ts';
import type { DeviceFs } from '../types.ts';

/**
 * A connected device (device-notes §5.2 `ConnectedDevice`): its type, a label for messages
 * ("Quest 3", "PC", the picked folder's name), its files and its resolved content layout.
 */
export interface ConnectedDevice {
  type: DeviceType;
  /** The `{device}` of the spec §8 messages ("Connected to {device}"). */
  label: string;
  fs: DeviceFs;
  layout: ResolvedLayout;
}

/**
 * Where the connection is (device-notes §5.3): `idle` (nothing connected), `connecting` (picker
 * open, claiming USB, or waiting for the headset's "Allow USB debugging" prompt — `authorizing`),
 * `connected`, or `reconnect` (a remembered folder whose permission must be asked again on a click).
 */
export type DeviceStatus =
  | { state: 'idle' }
  | { state: 'connecting'; type: DeviceType; authorizing: boolean }
  | { state: 'connected'; device: ConnectedDevice }
  | { state: 'reconnect'; type: Exclude<DeviceType, 'quest'>; label: string };

/**
 * What the app gets from `useDevice()` (the DeviceProvider owns the state; device-notes §5.3):
 * - `status`: see DeviceStatus.
 * - `connect(type)`: opens the picker (pc, directory) or the USB chooser (quest) and connects;
 *   resolves true when connected, false when the user cancelled; shows the spec §8 messages itself.
 * - `reconnect()`: asks a remembered folder's permission again (must run from a click).
 * - `disconnect()`: cancels pending transfers, closes the device, clears the file lists.
 * - `queue`: the one transfer queue (concurrency 5) that installs, removals and migrations run on.
 * - `supported`: which device types this browser can connect (File System Access, WebUSB).
 */
export interface DeviceApi {
  status: DeviceStatus;
  connect: (type: DeviceType) => Promise<boolean>;
  reconnect: () => Promise<boolean>;
  disconnect: () => Promise<void>;
  queue: TransferQueue;
  supported: Readonly<Record<DeviceType, boolean>>;
  /**
   * Stops a connect in progress (`status.state === 'connecting'`, e.g. while the headset waits for
   * "Allow USB debugging"); `connect` then resolves false. Optional so tests may leave it out.
   */
  cancelConnect?: () => void;
  /**
   * Loads what `connect(type)` needs (the ADB libraries for a Quest) before the click, e.g. when a
   * menu of connect choices opens, so the picker opens within the click's user activation.
   * Optional so tests may leave it out.
   */
  prepare?: (type: DeviceType) => void;
}

/** The device context; null outside a DeviceProvider. */
export const DeviceContext = createContext<DeviceApi | null>(null);

/**
 * The device API of the nearest DeviceProvider.
 * @throws Error when used outside a DeviceProvider (a programming mistake)
 */
export function useDevice(): DeviceApi {
  const api = useContext(DeviceContext);
  if (!api) throw new Error('useDevice must be used inside a DeviceProvider');
  return api;
}

/** The connected device, or null. */
export function useConnectedDevice(): ConnectedDevice | null {
  const { status } = useDevice();
  return status.state === 'connected' ? status.device : null;
}
