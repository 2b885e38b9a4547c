import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { InstalledFile } from '../installer/content-index.ts';
import { installItem, removeInstalled } from '../installer/install-service.ts';
import { type InstallableItem, KIND_LABELS } from '../installer/installable.ts';
import {
  InstallerError,
  installedMessage,
  type InstallStep,
  uninstalledMessage,
} from '../installer/messages.ts';
import type { Transfer, TransferContext } from '../installer/transfer-queue.ts';
import { type ConnectedDevice, useConnectedDevice, useDevice } from './device-context.ts';
import { patchContentIndex } from './use-content-index.ts';

/** The queue id of an item's install job: `install:<kind>:<id>`. */
export function installJobId(item: Pick<InstallableItem, 'kind' | 'id'>): string {
  return `install:${item.kind}:${item.id}`;
}

/** The queue id of a file's removal job: `remove:<kind>:<path>`. */
export function removeJobId(file: Pick<InstalledFile, 'kind' | 'path'>): string {
  return `remove:${file.kind}:${file.path}`;
}

/** Options of `install`. */
export interface InstallCallOptions {
  /** The item's older copy on the device, removed once the new one is written ("update"). */
  replace?: InstalledFile;
  /** Show the success snackbar (default true; bulk installs may pass false and sum up themselves). */
  notifySuccess?: boolean;
}

/** What {@link useInstaller} gives. */
export interface Installer {
  /** The connected device, or null (install and remove then reject). */
  device: ConnectedDevice | null;
  /**
   * Enqueues an install on `useDevice().queue` and resolves with its final transfer (it never
   * rejects once enqueued). Shows "Beatmap installed successfully!" or the spec §8 error
   * ("Error downloading beatmap: …", "Error installing Beatmap file: …"); a cancel shows nothing.
   * @throws Error when no device is connected
   */
  install(item: InstallableItem, options?: InstallCallOptions): Promise<Transfer>;
  /**
   * Enqueues the removal of an installed file; shows "Beatmap uninstalled successfuly." (sic) or
   * "Error removing Beatmap file: {message}".
   * @throws Error when no device is connected
   */
  remove(file: InstalledFile): Promise<Transfer>;
}

function asInstallerError(
  error: unknown,
  step: InstallStep,
  kind: InstalledFile['kind'],
  signal: AbortSignal,
) {
  if (error instanceof InstallerError || signal.aborted) return error;
  const detail = error instanceof Error && error.message ? error.message : 'Unknown Error';
  return new InstallerError(step, kind, detail, { cause: error });
}

/**
 * Install and remove for item pages, cards and the /device page (design.md §4): jobs on the
 * device's transfer queue (concurrency 5, progress, cancel, retry), the cached content index
 * patched on success (the badge and the button flip at once; a refetch follows), and the spec §8
 * snackbars via notistack.
 */
export function useInstaller(): Installer {
  const { queue } = useDevice();
  const device = useConnectedDevice();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  const report = useCallback(
    (transfer: Transfer, success: string | null) => {
      if (transfer.state === 'done' && success) enqueueSnackbar(success, { variant: 'success' });
      if (transfer.state === 'failed')
        enqueueSnackbar(transfer.error ?? 'Unknown Error', { variant: 'error' });
      return transfer;
    },
    [enqueueSnackbar],
  );

  const install = useCallback(
    async (item: InstallableItem, options: InstallCallOptions = {}) => {
      if (!device) throw new Error('No device is connected.');
      const transfer = await queue.add({
        id: installJobId(item),
        label: `${KIND_LABELS[item.kind]}: ${item.name}`,
        run: async (ctx: TransferContext) => {
          try {
            const file = await installItem(device, item, ctx, { replace: options.replace });
            patchContentIndex(queryClient, device, { added: file, removed: options.replace });
          } catch (error) {
            throw asInstallerError(error, 'install', item.kind, ctx.signal);
          }
        },
      });
      return report(transfer, options.notifySuccess === false ? null : installedMessage(item.kind));
    },
    [device, queue, queryClient, report],
  );

  const remove = useCallback(
    async (file: InstalledFile) => {
      if (!device) throw new Error('No device is connected.');
      const transfer = await queue.add({
        id: removeJobId(file),
        label: `Remove ${file.name}`,
        run: async (ctx: TransferContext) => {
          try {
            await removeInstalled(device, file);
            patchContentIndex(queryClient, device, { removed: file });
          } catch (error) {
            throw asInstallerError(error, 'remove', file.kind, ctx.signal);
          }
        },
      });
      return report(transfer, uninstalledMessage(file.kind));
    },
    [device, queue, queryClient, report],
  );

  return useMemo(() => ({ device, install, remove }), [device, install, remove]);
}

/** The queue's transfer with this id (re-rendering on its changes), or undefined. */
export function useTransfer(id: string | null): Transfer | undefined {
  const { queue } = useDevice();
  return useSyncExternalStore(queue.subscribe, () => (id ? queue.get(id) : undefined));
}
