import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import type { InstalledFile } from '../../device/installer/content-index.ts';
import { removeInstalled } from '../../device/installer/install-service.ts';
import { InstallerError, uninstalledMessage } from '../../device/installer/messages.ts';
import type { Transfer } from '../../device/installer/transfer-queue.ts';
import { type ConnectedDevice, useDevice } from '../../device/react/device-context.ts';
import { patchContentIndex } from '../../device/react/use-content-index.ts';
import { removeJobId } from '../../device/react/use-installer.ts';
import { countOf } from './installed-rows.ts';

/**
 * Removes many installed files of one kind at once (spec §2 /device): one job per
 * file on the device's transfer queue (the same `remove:<kind>:<path>` jobs useInstaller().remove
 * runs, so nothing is removed twice), the cached content index patched per file, and one summary
 * snackbar instead of one per file: "Beatmap uninstalled successfuly." (sic, spec §8) for one,
 * "3 beatmaps uninstalled successfuly." for more, and for failures the first spec §8 error
 * ("Error removing Beatmap file: {message}") with how many failed. Resolves with every final transfer.
 */
export function useBulkRemove(device: ConnectedDevice) {
  const { queue } = useDevice();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();

  return useCallback(
    async (files: readonly InstalledFile[]): Promise<Transfer[]> => {
      const transfers = await Promise.all(
        files.map((file) =>
          queue.add({
            id: removeJobId(file),
            label: `Remove ${file.name}`,
            run: async () => {
              try {
                await removeInstalled(device, file);
              } catch (error) {
                throw error instanceof InstallerError
                  ? error
                  : new InstallerError(
                      'remove',
                      file.kind,
                      error instanceof Error ? error.message : 'Unknown Error',
                    );
              }
              patchContentIndex(queryClient, device, { removed: file });
            },
          }),
        ),
      );
      const kind = files[0]?.kind;
      const removed = transfers.filter((t) => t.state === 'done').length;
      const failed = transfers.filter((t) => t.state === 'failed');
      if (kind && removed > 0) {
        const message =
          removed === 1 ? uninstalledMessage(kind) : `${countOf(kind, removed)} uninstalled successfuly.`;
        enqueueSnackbar(message, { variant: 'success' });
      }
      if (failed.length > 0) {
        const more = failed.length > 1 ? ` (${failed.length} files failed)` : '';
        enqueueSnackbar(`${failed[0]!.error ?? 'Unknown Error'}${more}`, { variant: 'error' });
      }
      return transfers;
    },
    [device, queue, queryClient, enqueueSnackbar],
  );
}
