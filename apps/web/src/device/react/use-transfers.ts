import { useSyncExternalStore } from 'react';
import type { Transfer, TransferQueue } from '../installer/transfer-queue.ts';
import { useDevice } from './device-context.ts';

/** Counts of a transfer list: queued or running (`pending`), and finished badly (`failed`). */
export interface TransferCounts {
  pending: number;
  failed: number;
}

/** How many transfers are pending (queued, running) and failed. */
export function countTransfers(transfers: readonly Transfer[]): TransferCounts {
  let pending = 0;
  let failed = 0;
  for (const t of transfers) {
    if (t.state === 'queued' || t.state === 'running') pending++;
    else if (t.state === 'failed') failed++;
  }
  return { pending, failed };
}

/**
 * Every transfer of a queue (oldest first), re-rendering on each change (useSyncExternalStore on
 * TransferQueue.subscribe/snapshot; design.md §4). Default: the DeviceProvider's queue.
 */
export function useTransfers(queue?: TransferQueue): readonly Transfer[] {
  const device = useDevice();
  const q = queue ?? device.queue;
  return useSyncExternalStore(q.subscribe, q.snapshot, q.snapshot);
}
