import { rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { insertJob } from '../lib/jobs/jobs.repository.ts';
import { READINESS_TIMEOUT_MS } from './operations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: 'scrape-token-0123456789' });
});
afterAll(async () => t?.close());

const scrape = () =>
  t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });

describe('GET /healthz', () => {
  it('answers 200 ok without asking the database, never cached', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database and the storage answer', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the check that failed, and one that hangs times out', async () => {
    t.app.readiness.set('broken', async () => {
      throw new Error('connection refused');
    });
    t.app.readiness.set('hanging', () => new Promise(() => {}));
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: {
          database: 'ok',
          storage: 'ok',
          broken: 'connection refused',
          hanging: `timed out after ${READINESS_TIMEOUT_MS} ms`,
        },
      });
    } finally {
      t.app.readiness.delete('broken');
      t.app.readiness.delete('hanging');
    }
  });

  it('reports a storage folder that cannot be written', async () => {
    // Root ignores file modes: replace the folder by a file, which no mode lets it write into.
    const root = t.storage.root;
    rmSync(root, { recursive: true, force: true });
    writeFileSync(root, 'not a folder');
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.storage).toMatch(/^The storage folder .+ cannot be written: /);
    } finally {
      rmSync(root, { force: true });
    }
  });
});

describe('GET /metrics', () => {
  it('needs METRICS_TOKEN when one is set', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
  });

  it('counts requests by route pattern and status, and the job queue by kind and state', async () => {
    await t.app.inject({ url: '/api/beatmaps/123456' });
    await t.app.inject({ url: '/api/beatmaps/654321' });
    await t.app.inject({ method: 'POST', url: '/no-such-thing' });
    await insertJob(t.app.db, 'cover-sizes', { key: 'a' });
    await insertJob(t.app.db, 'cover-sizes', { key: 'b' }, { runAt: new Date(Date.now() + 3_600_000) });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/beatmaps/:id",status_code="404"} 2',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="10",method="GET",route="\/api\/beatmaps\/:id",status_code="404"\} 2/,
    );
    expect(text).toContain('route="unmatched"');
    expect(text).toContain('synthhub_jobs{kind="cover-sizes",state="due"} 1');
    expect(text).toContain('synthhub_jobs{kind="cover-sizes",state="waiting"} 1');
    expect(text).toMatch(/^synthhub_jobs_oldest_due_seconds\{kind="cover-sizes"\} [\d.e-]+$/m);
    expect(text).toMatch(/^process_cpu_seconds_total [\d.e-]+$/m);
    await t.app.db.execute(sql`delete from jobs`);
    // A kind whose jobs are gone leaves the gauges.
    expect((await scrape()).body).not.toContain('kind="cover-sizes"');
  });
});
