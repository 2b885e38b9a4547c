import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TaskJob } from '../jobs/job-queue.ts';
import { type SweepDeps, sweepUnreferencedFiles } from './sweep.ts';

/** The recurring job kind of the storage sweep (scheduled by server.ts; docs/decisions/0012). */
export const STORAGE_SWEEP_JOB = 'storage-sweep';

/**
 * The storage sweep as a recurring job: {@link sweepUnreferencedFiles} (default minimum age, one
 * hour) on the app's database and storage, its result logged at info. server.ts schedules it every
 * `STORAGE_SWEEP_INTERVAL_MIN` minutes (docs/configuration.md; 0 removes the schedule). The
 * schedule is one row of the job queue, leased by one worker at a time: with several servers on
 * one database, one sweeps. A failure is retried with backoff, never later than the next turn.
 */
export function storageSweepJob(deps: SweepDeps & { log: FastifyBaseLogger }): TaskJob<object> {
  return {
    schema: z.object({}),
    leaseMs: 60 * 60_000,
    async run() {
      const result = await sweepUnreferencedFiles({ db: deps.db, storage: deps.storage });
      deps.log.info(result, 'storage sweep');
    },
  };
}
