import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { UnprocessableFile } from '../../errors.ts';
import type { UploadTask, UploadTaskValues } from './upload-tasks.ts';

/** Worker threads that parse uploads: one core is left to the event loop (at least one worker). */
export const UPLOAD_WORKERS_DEFAULT = Math.max(1, availableParallelism() - 1);

/** A worker that has nothing to do for this long exits (ms); the next upload starts one again. */
const IDLE_TIMEOUT_MS = 60_000;

/**
 * The pool of upload parsing workers (piscina; docs/decisions/0007): `.synth` and `.vrm` archives are
 * read, checked and rewritten in worker threads, so a large upload never stalls other requests.
 * The pool starts on first use. Tasks queue when every worker is busy (uploads in progress are
 * capped by UploadSlots, which bounds the queue).
 */
export class UploadWorkers {
  private pool: Piscina | undefined;

  constructor(private readonly maxThreads = UPLOAD_WORKERS_DEFAULT) {}

  /**
   * Runs `task` in a worker and returns its value. Throws UnprocessableFile (422) with the format
   * error's message when the file is rejected, or what the worker threw for anything else.
   */
  async run<K extends UploadTask['kind']>(task: UploadTask & { kind: K }): Promise<UploadTaskValues[K]> {
    this.pool ??= new Piscina({
      filename: new URL('./upload-worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.maxThreads,
      idleTimeout: IDLE_TIMEOUT_MS,
    });
    const result = (await this.pool.run(task)) as
      { ok: true; value: UploadTaskValues[K] } | { ok: false; problem: string };
    if (!result.ok) throw new UnprocessableFile(result.problem);
    return result.value;
  }

  /** Stops the workers (waits for running tasks); the pool may not be used afterwards. */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
