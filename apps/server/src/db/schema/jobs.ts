import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './timestamps.ts';

/**
 * The durable job queue (docs/decisions/0012): one row per side effect that must not be lost —
 * a download to count, cover sizes to make, the recurring storage sweep. A row is written in the
 * transaction (or the one statement) that makes the work necessary and deleted in the transaction
 * that applies it, so a job is applied once even when the server is killed in between.
 *
 * - `runAt`: not before this time (backoff after a failure; the next turn of a recurring job).
 * - `lockedUntil`: a worker running a job outside a transaction holds it until then (a lease);
 *   a killed worker's lease expires and another run picks the job up again.
 * - `attempts`/`lastError`: failures so far; `failedAt` set when a job gave up (kept for a look).
 * - `singleton`: at most one live row per name (the recurring sweep's schedule; not a storage key).
 * - `repeatMs`: a recurring job's interval; it is moved forward instead of deleted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    lockedUntil: timestamptz('locked_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    failedAt: timestamptz('failed_at'),
    singleton: text('singleton').unique('jobs_singleton_uq'),
    repeatMs: integer('repeat_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt, t.id)
      .where(sql`${t.failedAt} is null`),
  ],
);
