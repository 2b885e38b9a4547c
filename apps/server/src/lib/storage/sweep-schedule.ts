import type { FastifyInstance } from 'fastify';
import { sweepUnreferencedFiles } from './sweep.ts';

/**
 * Runs {@link sweepUnreferencedFiles} (default minimum age, one hour) on `app.db` and `app.storage`
 * every `intervalMin` minutes (`STORAGE_SWEEP_INTERVAL_MIN`, README "Configuration"); 0 schedules
 * nothing. The timer is unref'd, so it never keeps the process alive. Each sweep runs as
 * background work (lib/background.ts): its result is logged at info, a failure at warn, and
 * `app.close()` waits for a sweep in progress. A tick while a sweep is still running is skipped.
 * Returns a function that stops the schedule; call it before `app.close()`.
 */
export function scheduleStorageSweep(app: FastifyInstance, intervalMin: number): () => void {
  if (intervalMin <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const work = sweepUnreferencedFiles({ db: app.db, storage: app.storage })
      .then((result) => app.log.info(result, 'storage sweep'))
      .finally(() => {
        running = false;
      });
    app.background.run('storage sweep', work);
  }, intervalMin * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
