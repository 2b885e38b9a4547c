import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import type { DbOrTx } from '../storage/key-locks.ts';

/**
 * The state of one job kind in the `jobs` table (docs/decisions/0012), as `npm run jobs` and the
 * `/metrics` queue gauges show it:
 * - `due`: live jobs whose `run_at` has come and that no worker holds (the queue depth);
 * - `running`: jobs a worker holds under a lease now;
 * - `waiting`: live jobs not due yet (a retry's backoff, the next turn of a recurring job);
 * - `failed`: jobs that gave up after their attempts (kept with `lastError`);
 * - `oldestDueSeconds`: how long the oldest due job has waited (s; 0 when none is due);
 * - `nextRunAt`: the earliest `run_at` of a waiting job (null when none);
 * - `lastError`: the most recent failure's message among the kind's rows (null when none).
 */
export interface JobKindStatus {
  kind: string;
  due: number;
  running: number;
  waiting: number;
  failed: number;
  oldestDueSeconds: number;
  nextRunAt: Date | null;
  lastError: string | null;
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

/**
 * One row per job kind present in the table, sorted by kind (one grouped query over `jobs`).
 * The states partition the rows: each job counts in exactly one of due/running/waiting/failed.
 */
export async function jobStatusByKind(db: DbOrTx): Promise<JobKindStatus[]> {
  const live = sql`${jobs.failedAt} is null`;
  const leased = sql`${jobs.lockedUntil} is not null and ${jobs.lockedUntil} >= now()`;
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where ${live} and not (${leased}) and ${jobs.runAt} <= now())::int as due,
      count(*) filter (where ${live} and ${leased})::int as running,
      count(*) filter (where ${live} and not (${leased}) and ${jobs.runAt} > now())::int as waiting,
      count(*) filter (where ${jobs.failedAt} is not null)::int as failed,
      coalesce(extract(epoch from now() - min(${jobs.runAt}) filter (
        where ${live} and not (${leased}) and ${jobs.runAt} <= now())), 0)::float8 as oldest_due_s,
      min(${jobs.runAt}) filter (where ${live} and not (${leased}) and ${jobs.runAt} > now()) as next_run_at,
      (array_agg(${jobs.lastError} order by ${jobs.id} desc) filter (where ${jobs.lastError} is not null))[1]
        as last_error
    from ${jobs} group by kind order by kind`);
  return rowsOf(result).map((r) => ({
    kind: String(r.kind),
    due: Number(r.due),
    running: Number(r.running),
    waiting: Number(r.waiting),
    failed: Number(r.failed),
    oldestDueSeconds: Number(r.oldest_due_s),
    nextRunAt: r.next_run_at === null || r.next_run_at === undefined ? null : new Date(String(r.next_run_at)),
    lastError: r.last_error === null || r.last_error === undefined ? null : String(r.last_error),
  }));
}

/**
 * Puts given-up jobs (`failed_at` set) back in the queue: due now, attempts reset to 0, their
 * last error kept until the next attempt. Only jobs of `kind` when given. Returns how many were
 * requeued. The handlers are idempotent (docs/decisions/0012), so running one again is safe.
 */
export async function retryFailedJobs(db: DbOrTx, kind?: string): Promise<number> {
  const onlyKind = kind === undefined ? sql`` : sql` and ${jobs.kind} = ${kind}`;
  const result = await db.execute(
    sql`update ${jobs} set failed_at = null, attempts = 0, locked_until = null, run_at = now()
        where ${jobs.failedAt} is not null${onlyKind} returning id`,
  );
  return rowsOf(result).length;
}
