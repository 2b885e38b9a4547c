import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDb } from '../../../test/helpers.ts';
import { type DbHandle, openDb } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { backoffMs, JobQueue } from './job-queue.ts';

const warned: string[] = [];
const log = { warn: (_: unknown, what: string) => warned.push(what) } as unknown as ConstructorParameters<
  typeof JobQueue
>[1];
const backoff = { baseMs: 40, maxMs: 1000 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.execute(sql`create table job_effects (note text not null)`);
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from job_effects`);
  await handle.db.execute(sql`delete from jobs`);
});

const effects = async () =>
  rowsOf(await handle.db.execute(sql`select note from job_effects order by note`)).map((r) => r.note);
const jobRows = () => handle.db.select().from(jobs).orderBy(jobs.id);

/** Drains until no job is left or `ms` have passed (retries wait for their backoff). */
async function drainFor(queue: JobQueue, ms: number): Promise<void> {
  const until = Date.now() + ms;
  do {
    await queue.drained();
    if ((await jobRows()).every((j) => j.failedAt !== null || j.repeatMs !== null)) return;
    await sleep(10);
  } while (Date.now() < until);
}

describe('JobQueue', () => {
  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, { baseMs: 1000, maxMs: 5000 }))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('retries a batch job that fails twice, with backoff, and applies it once', async () => {
    const queue = new JobQueue(handle.db, log, { backoff });
    const calls: number[] = [];
    queue.defineBatch('note', {
      schema: z.object({ note: z.string() }),
      async apply(tx, payloads) {
        calls.push(Date.now());
        for (const p of payloads) await tx.execute(sql`insert into job_effects (note) values (${p.note})`);
        // Fails after writing: the transaction must undo the write, or the effect would double.
        if (calls.length <= 2) throw new Error(`flaky ${calls.length}`);
      },
    });
    await queue.enqueue('note', { note: 'once' });
    await drainFor(queue, 5000);
    expect(calls).toHaveLength(3);
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(backoff.baseMs - 5);
    expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(2 * backoff.baseMs - 5);
    expect(await effects()).toEqual(['once']);
    expect(await jobRows()).toEqual([]);
    expect(warned.filter((w) => w === 'job note failed')).toHaveLength(2);
    await queue.close();
  });

  it('applies a batch in one call; one bad job in a batch does not hold back the others', async () => {
    const queue = new JobQueue(handle.db, log, { backoff, maxAttempts: 1 });
    const batches: string[][] = [];
    queue.defineBatch('note', {
      schema: z.object({ note: z.string() }),
      async apply(tx, payloads) {
        batches.push(payloads.map((p) => p.note));
        if (payloads.some((p) => p.note === 'bad')) throw new Error('bad note');
        for (const p of payloads) await tx.execute(sql`insert into job_effects (note) values (${p.note})`);
      },
    });
    for (const note of ['a', 'b', 'bad', 'c']) await queue.enqueue('note', { note });
    await queue.enqueue('note', { wrong: 1 }); // does not parse: gives up at once
    await queue.drained();
    expect(batches[0]).toEqual(['a', 'b', 'bad', 'c']);
    expect(await effects()).toEqual(['a', 'b', 'c']);
    const left = await jobRows();
    expect(left.map((j) => [j.payload, j.attempts, j.failedAt !== null])).toEqual([
      [{ note: 'bad' }, 1, true],
      [{ wrong: 1 }, 1, true],
    ]);
    await queue.close();
  });

  it('retries a task that fails twice and finishes it once; a recurring task is moved forward', async () => {
    const queue = new JobQueue(handle.db, log, { backoff });
    let runs = 0;
    let done = 0;
    queue.defineTask('flaky', {
      schema: z.object({}),
      async run() {
        runs += 1;
        if (runs <= 2) throw new Error('not yet');
        done += 1;
      },
    });
    let swept = 0;
    queue.defineTask('sweep', { schema: z.object({}), run: async () => void (swept += 1) });
    await queue.enqueue('flaky', {});
    await queue.schedule('sweep', 60_000);
    await queue.schedule('sweep', 60_000); // a second start keeps one row
    await handle.db.execute(sql`update jobs set run_at = now() where kind = 'sweep'`);
    await drainFor(queue, 5000);
    expect([runs, done, swept]).toEqual([3, 1, 1]);
    const left = await jobRows();
    expect(left.map((j) => [j.kind, j.repeatMs, j.attempts])).toEqual([['sweep', 60_000, 0]]);
    expect(left[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await queue.schedule('sweep', 0); // switched off
    expect(await jobRows()).toEqual([]);
    await queue.close();
  });

  it('two workers on one database (two servers) apply each job exactly once', async () => {
    // On PostgreSQL the second worker has its own connection pool, as a second server would.
    const url = process.env.TEST_DATABASE_URL;
    let second: DbHandle | undefined;
    if (url) {
      const name = String(rowsOf(await handle.db.execute(sql`select current_database() as d`))[0]!.d);
      const other = new URL(url);
      other.pathname = `/${name}`;
      second = await openDb({ databaseUrl: other.toString(), migrate: false });
    }
    const queues = [new JobQueue(handle.db, log), new JobQueue(second?.db ?? handle.db, log)];
    const note = (tx: Pick<DbHandle['db'], 'execute'>, text: string) =>
      tx.execute(sql`insert into job_effects (note) values (${text})`);
    for (const queue of queues) {
      queue.defineBatch('count', {
        schema: z.object({ n: z.number() }),
        batchSize: 20,
        async apply(tx, payloads) {
          for (const p of payloads) await note(tx, `b${String(p.n).padStart(3, '0')}`);
        },
      });
      queue.defineTask('task', {
        schema: z.object({ n: z.number() }),
        run: async ({ n }) => void (await note(handle.db, `t${String(n).padStart(3, '0')}`)),
      });
    }
    try {
      for (let n = 0; n < 200; n++) await queues[n % 2]!.enqueue('count', { n });
      for (let n = 0; n < 40; n++) await queues[n % 2]!.enqueue('task', { n });
      await Promise.all(queues.map((queue) => drainFor(queue, 30_000)));
      const expected = [
        ...Array.from({ length: 200 }, (_, n) => `b${String(n).padStart(3, '0')}`),
        ...Array.from({ length: 40 }, (_, n) => `t${String(n).padStart(3, '0')}`),
      ];
      expect(await effects()).toEqual(expected);
      expect(await jobRows()).toEqual([]);
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
      await second?.close();
    }
  });
});
