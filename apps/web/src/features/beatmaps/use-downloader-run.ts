import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { installItem } from '../../device/installer/install-service.ts';
import { beatmapInstallable, KIND_LABELS } from '../../device/installer/installable.ts';
import { InstallerError } from '../../device/installer/messages.ts';
import type { Transfer, TransferState } from '../../device/installer/transfer-queue.ts';
import { useConnectedDevice, useDevice } from '../../device/react/device-context.ts';
import { patchContentIndex } from '../../device/react/use-content-index.ts';
import { installJobId } from '../../device/react/use-installer.ts';

/** One beatmap of a run and its queue id (`install:beatmap:<id>`, the id item pages use too). */
export interface RunJob {
  id: string;
  beatmap: Beatmap;
}

/** Where a run is: how many of its jobs are in each state, and the bytes of the running ones. */
export interface RunProgress {
  total: number;
  counts: Record<TransferState, number>;
  /** Finished jobs (done, failed or cancelled). */
  settled: number;
  /** Bytes so far / known totals of the jobs running now. */
  loaded: number;
  size: number;
  /** The failed jobs with their spec §8 messages. */
  failures: { job: RunJob; error: string }[];
}

/**
 * A downloader run (spec §2 /beatmaps/downloader): every beatmap becomes an install job on the device's
 * transfer queue (concurrency 5; the same jobs useInstaller().install runs, so one already queued from an
 * item page is not added twice), the cached content index is patched as each lands, and the run is summed
 * up once at the end ("N beatmaps installed successfully!" and how many failed) instead of a snackbar per
 * beatmap; failures are listed on the page with their spec §8 message and can be retried. `cancel`
 * cancels what is still queued or running.
 */
export function useDownloaderRun() {
  const { queue } = useDevice();
  const device = useConnectedDevice();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [jobs, setJobs] = useState<readonly RunJob[]>([]);
  // Final transfers as the queue reported them, so the run survives a "clear finished" elsewhere.
  const finals = useRef(new Map<string, Transfer>());
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot);

  const stateOf = useCallback(
    (id: string): Transfer | undefined => queue.get(id) ?? finals.current.get(id),
    // The snapshot changes whenever a transfer does; re-read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queue, snapshot],
  );

  const progress = useMemo((): RunProgress => {
    const counts: Record<TransferState, number> = { queued: 0, running: 0, done: 0, failed: 0, cancelled: 0 };
    let loaded = 0;
    let size = 0;
    const failures: RunProgress['failures'] = [];
    for (const job of jobs) {
      const transfer = stateOf(job.id);
      const state = transfer?.state ?? 'queued';
      counts[state] += 1;
      if (state === 'running' && transfer) {
        loaded += transfer.loaded;
        size += transfer.total ?? 0;
      }
      if (state === 'failed') failures.push({ job, error: transfer?.error ?? 'Unknown Error' });
    }
    const settled = counts.done + counts.failed + counts.cancelled;
    return { total: jobs.length, counts, settled, loaded, size, failures };
  }, [jobs, stateOf]);

  const enqueue = useCallback(
    (job: RunJob): Promise<Transfer> => {
      if (!device) return Promise.reject(new Error('No device is connected.'));
      const item = beatmapInstallable(job.beatmap);
      return queue
        .add({
          id: job.id,
          label: `${KIND_LABELS.beatmap}: ${item.name}`,
          run: async (ctx) => {
            try {
              const file = await installItem(device, item, ctx);
              patchContentIndex(queryClient, device, { added: file });
            } catch (error) {
              if (error instanceof InstallerError || ctx.signal.aborted) throw error;
              const detail = error instanceof Error && error.message ? error.message : 'Unknown Error';
              throw new InstallerError('install', 'beatmap', detail, { cause: error });
            }
          },
        })
        .then((transfer) => {
          finals.current.set(job.id, transfer);
          return transfer;
        });
    },
    [device, queue, queryClient],
  );

  const summarize = useCallback(
    (transfers: readonly Transfer[]) => {
      const done = transfers.filter((t) => t.state === 'done').length;
      const failed = transfers.filter((t) => t.state === 'failed').length;
      if (done > 0) {
        const message =
          done === 1 ? 'Beatmap installed successfully!' : `${done} beatmaps installed successfully!`;
        enqueueSnackbar(message, { variant: 'success' });
      }
      if (failed > 0)
        enqueueSnackbar(`${failed} ${failed === 1 ? 'beatmap' : 'beatmaps'} could not be installed`, {
          variant: 'error',
        });
    },
    [enqueueSnackbar],
  );

  /** Starts a run over `beatmaps` (they should be the dry run's "will be added"); resolves when all settled. */
  const start = useCallback(
    async (beatmaps: readonly Beatmap[]) => {
      const next = beatmaps.map((beatmap) => ({
        id: installJobId({ kind: 'beatmap', id: beatmap.id }),
        beatmap,
      }));
      finals.current = new Map();
      setJobs(next);
      summarize(await Promise.all(next.map(enqueue)));
    },
    [enqueue, summarize],
  );

  /** Cancels every job of the run that is queued or running. */
  const cancel = useCallback(() => {
    for (const job of jobs) queue.cancel(job.id);
  }, [jobs, queue]);

  /** Runs the failed jobs again. */
  const retryFailed = useCallback(async () => {
    const failed = progress.failures.map((f) => f.job);
    summarize(await Promise.all(failed.map(enqueue)));
  }, [progress.failures, enqueue, summarize]);

  /** Forgets a finished run (back to the dry run). */
  const reset = useCallback(() => {
    finals.current = new Map();
    setJobs([]);
  }, []);

  const running = progress.counts.queued + progress.counts.running > 0;
  return { jobs, progress, running, start, cancel, retryFailed, reset, stateOf };
}
