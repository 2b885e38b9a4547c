import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done off the response path, such as counting a download (design.md §2: "counts the
 * download outside the response path"). A failure is logged, never thrown to the request. The app
 * waits for pending work on close, and tests await {@link BackgroundTasks.settled} before they
 * read what the work changed, instead of racing it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` (already running) in the background; `what` names it in the log if it fails. */
  run(what: string, work: Promise<unknown>): void {
    const task = work
      .catch((error: unknown) => this.log.warn({ err: error }, `${what} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves when every task started so far has finished (successfully or not). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
