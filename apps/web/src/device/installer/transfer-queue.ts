import PQueue from 'p-queue';

/** Transfers run at once at most (spec §4 "Device", §9; design.md §4). */
export const TRANSFER_CONCURRENCY = 5;

/** Where a transfer is: waiting its turn, running, or finished one of three ways. */
export type TransferState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What `run` is handed: the signal that cancel aborts, and a progress callback (bytes). */
export interface TransferContext {
  signal: AbortSignal;
  /** `loaded` bytes so far of `total` (when known). */
  onProgress: (loaded: number, total?: number) => void;
}

/**
 * One unit of work for the queue: download a blob and write it, remove a file, move files…
 * `id` identifies the item (e.g. `install:beatmap:41`); adding a job whose id is queued or running
 * returns that transfer instead of a second one. `run` must leave nothing half-written when it
 * throws or its signal aborts (the adapters write to a temporary name, then rename).
 */
export interface TransferJob {
  id: string;
  label: string;
  run: (ctx: TransferContext) => Promise<void>;
}

/** A transfer as the UI shows it; a new object on every change (safe for React snapshots). */
export interface Transfer {
  id: string;
  label: string;
  state: TransferState;
  /** Bytes done, and the total when known (both 0 before the first progress report). */
  loaded: number;
  total: number | undefined;
  /** The error's message when `state` is `failed`. */
  error?: string;
}

interface Entry {
  job: TransferJob;
  controller: AbortController;
  done: Promise<Transfer>;
}

/**
 * The transfer queue of the installer (design.md §4; device-notes.md §4): at most `concurrency`
 * (default {@link TRANSFER_CONCURRENCY}) jobs run at once, in the order added; each reports
 * progress in bytes; `cancel` aborts a running job or drops a queued one; `retry` runs a failed or
 * cancelled one again; a job's error is kept on its own transfer and never stops the others.
 * `subscribe` + `snapshot` fit React's `useSyncExternalStore`.
 */
export class TransferQueue {
  private readonly queue: PQueue;
  private readonly entries = new Map<string, Entry>();
  private list: readonly Transfer[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(options: { concurrency?: number } = {}) {
    this.queue = new PQueue({ concurrency: options.concurrency ?? TRANSFER_CONCURRENCY });
  }

  /** Every transfer, oldest first (the same array until something changes). */
  snapshot = (): readonly Transfer[] => this.list;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** How many transfers are queued or running (the app bar spinner shows while > 0). */
  get pending(): number {
    return this.list.filter((t) => t.state === 'queued' || t.state === 'running').length;
  }

  /** The transfer with this id, if any. */
  get(id: string): Transfer | undefined {
    return this.list.find((t) => t.id === id);
  }

  /**
   * Queues `job` and resolves with its final transfer (done, failed or cancelled — it never
   * rejects). A job whose id is already queued or running is not added twice: the promise of the
   * one in flight is returned.
   */
  add(job: TransferJob): Promise<Transfer> {
    const existing = this.entries.get(job.id);
    const current = this.get(job.id);
    if (existing && current && (current.state === 'queued' || current.state === 'running')) {
      return existing.done;
    }
    const controller = new AbortController();
    this.put({ id: job.id, label: job.label, state: 'queued', loaded: 0, total: undefined });
    const done = this.queue
      .add(() => this.execute(job, controller.signal), { signal: controller.signal })
      .then(
        () => this.settle(job.id, { state: 'done' }),
        (error: unknown) =>
          controller.signal.aborted
            ? this.settle(job.id, { state: 'cancelled' })
            : this.settle(job.id, { state: 'failed', error: messageOf(error) }),
      );
    this.entries.set(job.id, { job, controller, done });
    return done;
  }

  /** Aborts a running transfer or drops a queued one; does nothing to a finished one. */
  cancel(id: string): void {
    const current = this.get(id);
    if (current && (current.state === 'queued' || current.state === 'running')) {
      this.entries.get(id)?.controller.abort(new DOMException('Cancelled', 'AbortError'));
    }
  }

  /** Cancels everything queued or running (e.g. on disconnect). */
  cancelAll(): void {
    for (const t of this.list) this.cancel(t.id);
  }

  /**
   * Runs a failed or cancelled transfer again, from the start. Resolves with its new final
   * transfer; throws Error when there is no such transfer or it has not finished badly.
   */
  retry(id: string): Promise<Transfer> {
    const entry = this.entries.get(id);
    const current = this.get(id);
    if (!entry || !current || (current.state !== 'failed' && current.state !== 'cancelled')) {
      throw new Error(`Transfer ${id} cannot be retried (${current?.state ?? 'unknown'})`);
    }
    return this.add(entry.job);
  }

  /** Forgets finished transfers (done, failed, cancelled). */
  clearFinished(): void {
    this.list = this.list.filter((t) => t.state === 'queued' || t.state === 'running');
    for (const id of [...this.entries.keys()]) if (!this.get(id)) this.entries.delete(id);
    this.emit();
  }

  /** Resolves when nothing is queued or running. */
  onIdle(): Promise<void> {
    return this.queue.onIdle();
  }

  private async execute(job: TransferJob, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    this.patch(job.id, { state: 'running' });
    await job.run({
      signal,
      onProgress: (loaded, total) => {
        if (!signal.aborted) this.patch(job.id, { loaded, total: total ?? this.get(job.id)?.total });
      },
    });
    signal.throwIfAborted();
  }

  private settle(id: string, change: Partial<Transfer>): Transfer {
    this.patch(id, change);
    return this.get(id)!;
  }

  private put(transfer: Transfer): void {
    this.list = [...this.list.filter((t) => t.id !== transfer.id), transfer];
    this.emit();
  }

  private patch(id: string, change: Partial<Transfer>): void {
    this.list = this.list.map((t) => (t.id === id ? { ...t, ...change } : t));
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown Error';
}
