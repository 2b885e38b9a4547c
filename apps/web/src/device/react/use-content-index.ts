import { type QueryClient, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  buildContentIndex,
  type ContentIndex,
  type InstalledFile,
  indexFiles,
} from '../installer/content-index.ts';
import type { Transfer, TransferQueue } from '../installer/transfer-queue.ts';
import { type ConnectedDevice, useConnectedDevice, useDevice } from './device-context.ts';
import { deviceKeys, isContentIndexKey } from './device-keys.ts';

/** Refetches every device's content index (after installs, removals, migrations). */
export function invalidateContentIndexes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isContentIndexKey(query.queryKey),
  });
}

/**
 * Applies a change to the cached index at once (so Install flips to Remove before the refetch):
 * `added` replaces any file at the same path, `removed` drops files by path.
 */
export function patchContentIndex(
  queryClient: QueryClient,
  device: ConnectedDevice,
  change: { added?: InstalledFile; removed?: InstalledFile },
): void {
  queryClient.setQueryData<ContentIndex>(deviceKeys.index(device), (index) => {
    if (!index) return index;
    const gone = new Set([change.added?.path, change.removed?.path].filter(Boolean));
    const files = index.files.filter((f) => !gone.has(f.path));
    return indexFiles(change.added ? [...files, change.added] : files);
  });
}

interface QueueWatch {
  users: number;
  unsubscribe: () => void;
  client: QueryClient;
}

const watches = new WeakMap<TransferQueue, QueueWatch>();
const TERMINAL = new Set<Transfer['state']>(['done', 'failed', 'cancelled']);

/** One queue subscription per queue (however many components use the index) that refetches the
 * indexes when a transfer finishes, batching a burst of finishes into one refetch. */
function watchQueue(queue: TransferQueue, client: QueryClient): () => void {
  let watch = watches.get(queue);
  if (!watch) {
    const seen = new WeakSet<Transfer>();
    for (const t of queue.snapshot()) if (TERMINAL.has(t.state)) seen.add(t);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const current: QueueWatch = { users: 0, client, unsubscribe: () => {} };
    current.unsubscribe = queue.subscribe(() => {
      let finished = false;
      for (const t of queue.snapshot()) {
        if (TERMINAL.has(t.state) && !seen.has(t)) {
          seen.add(t);
          finished = true;
        }
      }
      if (finished && timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          void invalidateContentIndexes(current.client);
        }, 50);
      }
    });
    watches.set(queue, (watch = current));
  }
  const active = watch;
  active.users++;
  active.client = client;
  return () => {
    active.users--;
    if (active.users === 0) {
      active.unsubscribe();
      watches.delete(queue);
    }
  };
}

/**
 * The connected device's content index (content-index.ts `buildContentIndex`), a TanStack query
 * keyed `deviceKeys.index(device)`; disabled (no data) while nothing is connected, so
 * a disconnect drops the file lists. Refetched whenever a transfer of `useDevice().queue`
 * finishes, and patched at once by useInstaller.
 */
export function useContentIndex(): UseQueryResult<ContentIndex> {
  const { queue } = useDevice();
  const device = useConnectedDevice();
  const client = useQueryClient();
  useEffect(() => watchQueue(queue, client), [queue, client]);
  return useQuery({
    queryKey: deviceKeys.index(device),
    queryFn: ({ signal }) => buildContentIndex(device!, { signal }),
    enabled: device !== null,
    staleTime: 10_000,
  });
}
