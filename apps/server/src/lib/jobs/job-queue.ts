import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  claimJobs,
  countDueJobs,
  deleteJobs,
  deleteSingletonJob,
  failJob,
  finishJob,
  hasDueJobs,
  insertJob,
  type InsertJobOptions,
  type JobRow,
  leaseJob,
} from './jobs.repository.ts';

/**
 * A job applied in the transaction that deletes it (exactly once): database work only, such as
 * download counts. Up to `batchSize` (default 500) due jobs of the kind are applied together.
 */
export interface BatchJob<P> {
  schema: z.ZodType<P>;
  apply(tx: Db, payloads: P[]): Promise<void>;
  batchSize?: number;
}

/**
 * A job run outside a transaction under a lease of `leaseMs` (default 5 min), such as resizing a
 * cover: run at least once, so `run` must be idempotent (docs/decisions/0012).
 */
export interface TaskJob<P> {
  schema: z.ZodType<P>;
  run(payload: P): Promise<void>;
  leaseMs?: number;
}

/** Tuning of a {@link JobQueue}; every field has a default. */
export interface JobQueueOptions {
  /** How often the worker looks for due jobs (ms; default 1000). */
  pollMs?: number;
  /** Attempts before a job gives up (default 10). */
  maxAttempts?: number;
  /** First retry delay and its cap (ms; default 1 s doubling up to 10 min). */
  backoff?: { baseMs: number; maxMs: number };
}

/** The delay (ms) before attempt `attempt + 1` after `attempt` failures: `baseMs · 2^(attempt−1)`, capped at `maxMs`. */
export function backoffMs(attempt: number, backoff: { baseMs: number; maxMs: number }): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The durable job queue over the `jobs` table (docs/decisions/0012), on PGlite and PostgreSQL
 * alike. `enqueue` is one `INSERT`; a worker in this process polls every `pollMs` and runs due
 * jobs one drain at a time (never two at once in a process; across processes `FOR UPDATE SKIP
 * LOCKED` and leases keep two workers off one job). A failure is logged and retried with
 * exponential backoff; after `maxAttempts` the row stays with `failed_at` set. Recurring jobs
 * (`schedule`) are one row moved forward after each run, so with several servers one runs it.
 */
export class JobQueue {
  private readonly batchKinds = new Map<string, BatchJob<unknown>>();
  private readonly taskKinds = new Map<string, TaskJob<unknown>>();
  private readonly enqueues = new Set<Promise<unknown>>();
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly options: Required<JobQueueOptions>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.options = {
      pollMs: options.pollMs ?? 1000,
      maxAttempts: options.maxAttempts ?? 10,
      backoff: options.backoff ?? { baseMs: 1000, maxMs: 600_000 },
    };
  }

  /** Registers the handler of a batch kind (see {@link BatchJob}). Throws when `kind` is taken. */
  defineBatch<P>(kind: string, job: BatchJob<P>): void {
    this.assertFree(kind);
    this.batchKinds.set(kind, job as BatchJob<unknown>);
  }

  /** Registers the handler of a task kind (see {@link TaskJob}). Throws when `kind` is taken. */
  defineTask<P>(kind: string, job: TaskJob<P>): void {
    this.assertFree(kind);
    this.taskKinds.set(kind, job as TaskJob<unknown>);
  }

  /**
   * Writes a job (one `INSERT` on the app's database) and resolves once it is stored, i.e.
   * durable; the worker takes it at its next poll. Rejects when the insert fails.
   */
  enqueue(kind: string, payload: unknown, options: InsertJobOptions = {}): Promise<void> {
    const write = insertJob(this.db, kind, payload, options);
    // The caller handles a failure; this copy only tracks the write (and must not reject unhandled).
    const tracked: Promise<unknown> = write.catch(() => {}).finally(() => this.enqueues.delete(tracked));
    this.enqueues.add(tracked);
    return write;
  }

  /**
   * Keeps one recurring job of `kind` (payload `{}`) that runs every `everyMs` (ms), first after
   * `everyMs`; `everyMs` ≤ 0 removes it. Every start may call it: the row is shared by all servers.
   */
  async schedule(kind: string, everyMs: number): Promise<void> {
    if (everyMs <= 0) return deleteSingletonJob(this.db, kind);
    await insertJob(
      this.db,
      kind,
      {},
      { singleton: kind, repeatMs: everyMs, runAt: new Date(Date.now() + everyMs) },
    );
  }

  /** Starts polling every `pollMs` after `delayMs` (a test hook pauses the worker this way). */
  start(delayMs = 0): void {
    if (this.timer) return;
    const begin = () => {
      this.timer = setInterval(() => this.kick(), this.options.pollMs);
      this.timer.unref();
      this.kick();
    };
    if (delayMs <= 0) return begin();
    this.timer = setTimeout(begin, delayMs);
    this.timer.unref();
  }

  /**
   * Resolves when every job enqueued so far and due now has been run (applied, or failed and
   * waiting for its retry). Tests await it before reading what the jobs changed.
   */
  async drained(): Promise<void> {
    for (;;) {
      while (this.enqueues.size > 0) await Promise.allSettled([...this.enqueues]);
      await this.kick();
      if (this.enqueues.size === 0 && (await countDueJobs(this.db)) === 0) return;
    }
  }

  /** Stops polling and waits for the drain in progress (jobs not yet run stay in the table). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.enqueues]);
    await this.chain;
  }

  /** Queues one drain after the current one (at most one waiting); resolves when it has run. */
  private kick(): Promise<void> {
    if (this.queued) return this.chain;
    this.queued = true;
    this.chain = this.chain.then(async () => {
      this.queued = false;
      try {
        while ((await hasDueJobs(this.db)) && (await this.drainOnce()) > 0);
      } catch (error) {
        this.log.warn({ err: error }, 'job queue drain failed');
      }
    });
    return this.chain;
  }

  /** One pass over every kind; returns how many jobs it took. */
  private async drainOnce(): Promise<number> {
    let taken = 0;
    for (const [kind, job] of this.batchKinds) taken += await this.applyBatch(kind, job);
    for (const [kind, job] of this.taskKinds) taken += await this.runTask(kind, job);
    return taken;
  }

  private async applyBatch(kind: string, job: BatchJob<unknown>): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await claimJobs(tx, kind, job.batchSize ?? 500);
      if (rows.length === 0) return 0;
      const valid = await this.parseAll(tx, rows, job.schema);
      try {
        await tx.transaction((sp) =>
          job.apply(
            sp as Db,
            valid.map((v) => v.payload),
          ),
        );
        await deleteJobs(
          tx,
          valid.map((v) => v.row.id),
        );
      } catch (error) {
        if (valid.length === 1) await this.failed(tx, valid[0]!.row, error, valid[0]!.row.attempts + 1);
        // One at a time, so one bad job cannot hold back the others.
        else for (const v of valid) await this.applyOne(tx, job, v.row, v.payload);
      }
      return rows.length;
    });
  }

  private async applyOne(tx: Db, job: BatchJob<unknown>, row: JobRow, payload: unknown): Promise<void> {
    try {
      await tx.transaction((sp) => job.apply(sp as Db, [payload]));
      await deleteJobs(tx, [row.id]);
    } catch (error) {
      await this.failed(tx, row, error, row.attempts + 1);
    }
  }

  private async runTask(kind: string, job: TaskJob<unknown>): Promise<number> {
    const row = await leaseJob(this.db, [kind], job.leaseMs ?? 300_000);
    if (!row) return 0;
    try {
      await job.run(job.schema.parse(row.payload));
      await finishJob(this.db, row);
    } catch (error) {
      await this.failed(this.db, row, error, row.attempts);
    }
    return 1;
  }

  /** Parses each row's payload; a row that does not parse gives up at once (retrying cannot help). */
  private async parseAll(tx: Db, rows: JobRow[], schema: z.ZodType<unknown>) {
    const valid: { row: JobRow; payload: unknown }[] = [];
    for (const row of rows) {
      const parsed = schema.safeParse(row.payload);
      if (parsed.success) valid.push({ row, payload: parsed.data });
      else await this.failed(tx, { ...row, repeatMs: null }, parsed.error, this.options.maxAttempts);
    }
    return valid;
  }

  /** Records a failure: retried after the backoff, or given up after `maxAttempts` (recurring jobs never give up). */
  private async failed(db: Db, row: JobRow, error: unknown, attempts: number): Promise<void> {
    const wait = backoffMs(attempts, this.options.backoff);
    const retryInMs =
      row.repeatMs !== null
        ? Math.min(wait, row.repeatMs)
        : attempts >= this.options.maxAttempts
          ? null
          : wait;
    this.log.warn({ err: error, job: row.id, kind: row.kind, attempts }, `job ${row.kind} failed`);
    await failJob(db, row.id, attempts, message(error), retryInMs);
  }

  private assertFree(kind: string): void {
    if (this.batchKinds.has(kind) || this.taskKinds.has(kind))
      throw new Error(`job kind ${kind} is defined twice`);
  }
}
