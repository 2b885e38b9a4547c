import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { spawnLogged } from '../../../test/child-process.ts';
import { openTestDb } from '../../../test/helpers.ts';
import { type DbHandle, openDb, pgliteDirOf } from '../../db/client.ts';
import { formatJobReport } from '../../scripts/jobs-report.ts';
import { insertJob } from './jobs.repository.ts';
import { jobStatusByKind, retryFailedJobs } from './job-status.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => handle.close());
beforeEach(async () => {
  await handle.db.execute(sql`delete from jobs`);
});

/** One job of each state: due (2, one 90 s old), running, waiting, failed; kinds a and b. */
async function seedStates(): Promise<void> {
  const { db } = handle;
  await insertJob(db, 'a', { n: 1 });
  await insertJob(db, 'a', { n: 2 }, { runAt: new Date(Date.now() - 90_000) });
  await insertJob(db, 'a', { n: 3 });
  await db.execute(
    sql`update jobs set locked_until = now() + interval '5 minutes' where payload->>'n' = '3'`,
  );
  await insertJob(db, 'b', { n: 4 }, { runAt: new Date('2099-01-01T00:00:00Z') });
  await insertJob(db, 'b', { n: 5 });
  await db.execute(
    sql`update jobs set failed_at = now(), attempts = 10, last_error = 'disk full' where payload->>'n' = '5'`,
  );
}

describe('jobStatusByKind', () => {
  it('counts each job in exactly one state, per kind', async () => {
    await seedStates();
    const rows = await jobStatusByKind(handle.db);
    expect(rows.map(({ oldestDueSeconds: _age, ...r }) => r)).toEqual([
      { kind: 'a', due: 2, running: 1, waiting: 0, failed: 0, nextRunAt: null, lastError: null },
      {
        kind: 'b',
        due: 0,
        running: 0,
        waiting: 1,
        failed: 1,
        nextRunAt: new Date('2099-01-01T00:00:00Z'),
        lastError: 'disk full',
      },
    ]);
    expect(rows[0]!.oldestDueSeconds).toBeGreaterThanOrEqual(89);
    expect(rows[1]!.oldestDueSeconds).toBe(0);
  });

  it('is empty for an empty queue, and the report says so', async () => {
    expect(await jobStatusByKind(handle.db)).toEqual([]);
    expect(formatJobReport([])).toBe('No jobs: the queue is empty.');
  });
});

describe('retryFailedJobs', () => {
  it('puts given-up jobs of one kind, or of all kinds, back in the queue as due', async () => {
    await seedStates();
    await insertJob(handle.db, 'a', { n: 6 });
    await handle.db.execute(sql`update jobs set failed_at = now() where payload->>'n' = '6'`);
    expect(await retryFailedJobs(handle.db, 'b')).toBe(1);
    const [a, b] = await jobStatusByKind(handle.db);
    expect([a!.failed, b!.failed, b!.due]).toEqual([1, 0, 1]);
    expect(await retryFailedJobs(handle.db)).toBe(1);
    expect((await jobStatusByKind(handle.db)).map((r) => r.failed)).toEqual([0, 0]);
    expect(await retryFailedJobs(handle.db)).toBe(0);
  });
});

describe('formatJobReport', () => {
  it('prints aligned rows, ages, times, cut errors and a total', () => {
    const report = formatJobReport([
      {
        kind: 'cover-sizes',
        due: 12,
        running: 1,
        waiting: 0,
        failed: 2,
        oldestDueSeconds: 430,
        nextRunAt: null,
        lastError: `Input buffer contains unsupported image format ${'x'.repeat(40)}`,
      },
      {
        kind: 'storage-sweep',
        due: 0,
        running: 0,
        waiting: 1,
        failed: 0,
        oldestDueSeconds: 0,
        nextRunAt: new Date('2026-11-27T01:00:00.123Z'),
        lastError: null,
      },
    ]);
    const lines = report.split('\n');
    expect(lines[0]).toMatch(/^kind +due +running +waiting +failed +oldest due +next run +last error$/);
    expect(lines[1]).toMatch(
      /^cover-sizes +12 +1 +0 +2 +7 min +- +Input buffer contains unsupported image format x+…$/,
    );
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines[2]).toMatch(/^storage-sweep +0 +0 +1 +0 +0 +2026-11-27T01:00:00Z +-$/);
    expect(lines[3]).toMatch(/^total +12 +1 +1 +2$/);
    // Counts are right-aligned in their columns.
    expect(lines[1]!.indexOf('12') + 2).toBe(lines[0]!.indexOf('due') + 3);
  });
});

const JOBS = resolve(import.meta.dirname, '../../scripts/jobs.ts');

describe('npm run jobs', () => {
  // The command's PGlite path; DATABASE_URL goes through the same openDb as the functions above.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    'prints the queue of a stopped PGlite site, requeues failed jobs, and refuses bad arguments',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'synthhub-jobs-'));
      try {
        const site = await openDb({
          pgliteDir: pgliteDirOf(dataDir),
          loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
          migrate: false,
        });
        await insertJob(site.db, 'cover-sizes', { key: 'k' });
        await site.db.execute(sql`update jobs set failed_at = now(), last_error = 'bad image'`);
        await site.close();
        const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
        delete env.DATABASE_URL;
        const run = async (...args: string[]) => {
          const child = spawnLogged(process.execPath, ['--import', 'tsx', JOBS, ...args], { env });
          return { ...(await child.exited), output: child.output() };
        };
        const status = await run();
        expect(status.code, status.output).toBe(0);
        expect(status.output).toMatch(/^cover-sizes +0 +0 +0 +1 +0 +- +bad image$/m);
        const retried = await run('--retry-failed', 'cover-sizes');
        expect(retried.code, retried.output).toBe(0);
        expect(retried.output).toContain('1 failed job(s) of kind cover-sizes put back in the queue.');
        expect(retried.output).toMatch(/^cover-sizes +1 +0 +0 +0 /m);
        const json = await run('--json');
        expect(JSON.parse(json.output)).toMatchObject([{ kind: 'cover-sizes', due: 1, failed: 0 }]);
        const bad = await run('--frobnicate');
        expect(bad.code).toBe(2);
        expect(bad.output).toMatch(/^Usage: npm run jobs/);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
