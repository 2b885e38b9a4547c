import type { QueryKey } from '@tanstack/react-query';
import type { ConnectedDevice } from './device-context.ts';

const connectionIds = new WeakMap<ConnectedDevice, number>();
let nextConnectionId = 1;

/** A number that identifies one connection (the same ConnectedDevice object) for query keys, from 1. */
export function connectionKey(device: ConnectedDevice): number {
  let id = connectionIds.get(device);
  if (id === undefined) connectionIds.set(device, (id = nextConnectionId++));
  return id;
}

/**
 * The TanStack Query keys of the device installer (TkDodo "Effective React Query Keys"):
 * - `all` `['device']`: everything read from a device or matched to it (the catalog lookups of
 *   features/device build on it), invalidated after a legacy migration;
 * - `connection(device)` `['device', <connection id>]`: what one connection read, dropped when it
 *   disconnects; `null` (nothing connected) gives connection id 0, which no connection has;
 * - `index(device)` `['device', <connection id>, 'index']`: its content index;
 * - `legacy(device)` `['device', <connection id>, 'legacy']`: its files in the old game folder;
 * - `config()` `['device-config']`: `GET /api/device/config`, outside `all` because it is the
 *   server's, not the device's.
 */
export const deviceKeys = {
  all: ['device'] as const,
  connection: (device: ConnectedDevice | null) =>
    [...deviceKeys.all, device ? connectionKey(device) : 0] as const,
  index: (device: ConnectedDevice | null) => [...deviceKeys.connection(device), 'index'] as const,
  legacy: (device: ConnectedDevice) => [...deviceKeys.connection(device), 'legacy'] as const,
  config: () => ['device-config'] as const,
};

/** Whether `key` is a content index key (`deviceKeys.index`) of any connection, connected or not. */
export function isContentIndexKey(key: QueryKey): boolean {
  return key.length === 3 && key[0] === deviceKeys.all[0] && typeof key[1] === 'number' && key[2] === 'index';
}
