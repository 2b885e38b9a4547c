import { type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import type { DbOrTx } from '../storage/key-locks.ts';

/** A job row as a worker sees it: id, kind, payload (JSON as written), attempts so far, interval. */
export interface JobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  repeatMs: number | null;
}

/** How {@link insertJob} writes a job: not before `runAt`; `singleton` keeps one live row per key. */
export interface InsertJobOptions {
  runAt?: Date;
  singleton?: string;
  repeatMs?: number;
}

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

const toJobRow = (r: Record<string, unknown>): JobRow => ({
  id: Number(r.id),
  kind: String(r.kind),
  payload: r.payload,
  attempts: Number(r.attempts),
  repeatMs: r.repeat_ms === null || r.repeat_ms === undefined ? null : Number(r.repeat_ms),
});

/** Due, live, unleased jobs (the claim condition shared by both ways of taking jobs). */
const due = sql`${jobs.runAt} <= now() and ${jobs.failedAt} is null and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} < now())`;

/**
 * Writes one job (one `INSERT`; inside the caller's transaction when `db` is one, so the job
 * commits with the rows that made it necessary). With `singleton`, a live row with that key is
 * kept: a recurring job (`repeatMs`, scheduled by every start) only has its interval updated; a
 * one-off coalesced job is not written again (`ON CONFLICT DO NOTHING` takes no row lock, so it never
 * waits on a running job), after a given-up row (`failed_at`) with the key is removed so a failure
 * does not block the key for good.
 */
export async function insertJob(
  db: DbOrTx,
  kind: string,
  payload: unknown,
  options: InsertJobOptions = {},
): Promise<void> {
  const runAt = options.runAt ?? null;
  const insert = sql`insert into ${jobs} (kind, payload, run_at, singleton, repeat_ms)
    values (${kind}, ${JSON.stringify(payload)}::jsonb, coalesce(${runAt?.toISOString() ?? null}::timestamptz, now()),
            ${options.singleton ?? null}, ${options.repeatMs ?? null})`;
  const recurring = options.repeatMs !== undefined;
  if (options.singleton && !recurring)
    await db.execute(
      sql`delete from ${jobs} where singleton = ${options.singleton} and failed_at is not null`,
    );
  const conflict: SQL = !options.singleton
    ? sql``
    : recurring
      ? sql` on conflict (singleton) do update set repeat_ms = excluded.repeat_ms`
      : sql` on conflict (singleton) do nothing`;
  await db.execute(sql`${insert}${conflict}`);
}

/**
 * Takes up to `limit` due jobs of `kind`, oldest first, locking their rows (`FOR UPDATE SKIP
 * LOCKED`: another worker's transaction skips them). Must run inside the transaction that
 * applies them and then {@link deleteJobs} them.
 */
export async function claimJobs(tx: DbOrTx, kind: string, limit: number): Promise<JobRow[]> {
  const result = await tx.execute(
    sql`select id, kind, payload, attempts, repeat_ms from ${jobs}
        where kind = ${kind} and ${due} order by id limit ${limit} for update skip locked`,
  );
  return rowsOf(result).map(toJobRow);
}

/** Deletes the jobs `ids` (applied). */
export async function deleteJobs(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`delete from ${jobs} where id in (${list})`);
}

/**
 * Leases the oldest due job of one of `kinds` for `leaseMs` and counts the attempt; null when
 * there is none. The job stays in the table until {@link finishJob}; if the worker dies, the
 * lease expires and the job is due again.
 */
export async function leaseJob(
  db: DbOrTx,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | null> {
  if (kinds.length === 0) return null;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`update ${jobs} set locked_until = now() + make_interval(secs => ${leaseMs / 1000}::float8),
          attempts = attempts + 1
        where id = (select id from ${jobs} where kind in (${kindList}) and ${due}
                    order by run_at, id limit 1 for update skip locked)
        returning id, kind, payload, attempts, repeat_ms`,
  );
  const row = rowsOf(result)[0];
  return row ? toJobRow(row) : null;
}

/** Ends a leased job that succeeded: deleted, or, when recurring, due again in `repeatMs`. */
export async function finishJob(db: DbOrTx, job: JobRow): Promise<void> {
  if (job.repeatMs === null) return deleteJobs(db, [job.id]);
  await db.execute(
    sql`update ${jobs} set run_at = clock_timestamp() + make_interval(secs => ${job.repeatMs / 1000}::float8),
          locked_until = null, attempts = 0, last_error = null where id = ${job.id}`,
  );
}

/**
 * Records a failed attempt: `attempts` and `lastError` are stored, the job is due again in
 * `retryInMs`, or, with `retryInMs` null, it has given up (`failed_at`, never taken again).
 */
export async function failJob(
  db: DbOrTx,
  id: number,
  attempts: number,
  error: string,
  retryInMs: number | null,
): Promise<void> {
  const runAt =
    retryInMs === null
      ? sql`run_at`
      : sql`clock_timestamp() + make_interval(secs => ${retryInMs / 1000}::float8)`;
  const failedAt = retryInMs === null ? sql`now()` : sql`null`;
  await db.execute(
    sql`update ${jobs} set attempts = ${attempts}, last_error = ${error.slice(0, 2000)}, locked_until = null,
          run_at = ${runAt}, failed_at = ${failedAt} where id = ${id}`,
  );
}

/** Deletes the live job with `singleton` (a recurring job switched off). */
export async function deleteSingletonJob(db: DbOrTx, singleton: string): Promise<void> {
  await db.execute(sql`delete from ${jobs} where singleton = ${singleton}`);
}

/** Whether any live job is due now: the worker's one query per idle poll (index `jobs_due_idx`). */
export async function hasDueJobs(db: DbOrTx): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${jobs} where ${due}) as due`);
  return rowsOf(result)[0]?.due === true;
}

/** How many live jobs (not given up) are due now; tests and `drained()` use it. */
export async function countDueJobs(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ${jobs} where ${due}`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}
