import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/helpers.ts';
import { sharedChangePages } from './changes-pages.ts';
import { insertBeatmapRow, insertOwner } from './changes.test-kit.ts';

// docs/decisions/0047: the change feed's budgets — streams per address and in total (429 / 503
// with Retry-After), catch-up pages shared between clients, and a rate limit on feed requests.
let t: TestApp;
let base: string;
beforeAll(async () => {
  const rateLimits = relaxedRateLimits();
  rateLimits.changeFeed = { perIp: 1000, perAccount: 1000, windowMs: 60_000 };
  t = await buildTestApp({
    trustProxy: true,
    changesStreamsPerIp: 2,
    changesStreamsMax: 3,
    changesPollMs: 20,
    changesHeartbeatMs: 50,
    rateLimits,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const owner = await insertOwner(t.app);
  for (let i = 0; i < 30; i++) await insertBeatmapRow(t.app, owner);
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

/** Opens an event stream from the address `ip` (X-Forwarded-For; the app trusts it here). */
async function openStream(ip: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/changes?since=0`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': ip },
    signal: abort.signal,
  });
  if (res.status !== 200) await res.text();
  return { res, close: () => abort.abort() };
}

describe('change-feed budgets', () => {
  it('caps streams per address (429) and in total (503), with Retry-After; a closed stream frees its place', async () => {
    const a1 = await openStream('10.0.0.1');
    const a2 = await openStream('10.0.0.1');
    expect([a1.res.status, a2.res.status]).toEqual([200, 200]);
    const a3 = await openStream('10.0.0.1');
    expect(a3.res.status).toBe(429);
    expect(Number(a3.res.headers.get('retry-after'))).toBeGreaterThan(0);
    const b1 = await openStream('10.0.0.2');
    expect(b1.res.status).toBe(200);
    const c1 = await openStream('10.0.0.3');
    expect(c1.res.status).toBe(503);
    expect(Number(c1.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Pages are not streams: they are still answered.
    const page = await t.app.inject({ url: '/api/changes?since=0&limit=5' });
    expect(page.statusCode).toBe(200);
    a1.close();
    let again = await openStream('10.0.0.1');
    const deadline = Date.now() + 5000;
    while (again.res.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      again = await openStream('10.0.0.1');
    }
    expect(again.res.status).toBe(200);
    for (const s of [a2, b1, again]) s.close();
  });

  it('clients asking the same catch-up page at once share one read of the database', async () => {
    const pages = sharedChangePages(t.app.db);
    const before = pages.reads;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ url: '/api/changes?since=0&limit=7' })),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
      expect(res.headers['x-changes-more']).toBe('true');
    }
    expect(answers[0]!.body.split('\n').length).toBe(8);
    expect(pages.reads - before).toBe(1);
    // A new change makes a new page: nobody is answered a stale one.
    await insertBeatmapRow(t.app, await insertOwner(t.app));
    const cursor = Number(answers[0]!.headers['x-changes-cursor']);
    const all = await t.app.inject({ url: `/api/changes?since=${cursor}&limit=10000` });
    expect(all.body.trim().split('\n').length).toBe(30 - 7 + 1);
  });

  it('50 streams reconnecting from cursor 0 at once share their catch-up reads', async () => {
    const wide = await buildTestApp({
      changesStreamsPerIp: 50,
      changesStreamsMax: 50,
      changesHeartbeatMs: 50,
    });
    try {
      await wide.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(wide.app.server.address() as AddressInfo).port}/api/changes?since=0`;
      const owner = await insertOwner(wide.app);
      for (let i = 0; i < 10; i++) await insertBeatmapRow(wide.app, owner);
      const pages = sharedChangePages(wide.app.db);
      const before = pages.reads;
      const got = await Promise.all(
        Array.from({ length: 50 }, async () => {
          const abort = new AbortController();
          const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
          expect(res.status).toBe(200);
          const reader = res.body!.getReader();
          const decoder = new TextDecoder();
          let text = '';
          while (text.split('event: change').length <= 10) {
            const { value, done } = await reader.read();
            if (done) break;
            text += decoder.decode(value, { stream: true });
          }
          abort.abort();
          return text.split('event: change').length - 1;
        }),
      );
      expect(got).toEqual(Array.from({ length: 50 }, () => 10));
      // One read shared by all (a second only if the machine was so slow the reuse window passed).
      expect(pages.reads - before).toBeGreaterThanOrEqual(1);
      expect(pages.reads - before).toBeLessThanOrEqual(2);
    } finally {
      wide.app.server.closeAllConnections();
      await wide.close();
    }
  });

  it('limits the rate of feed requests per address (changeFeed), with Retry-After', async () => {
    const rateLimits = relaxedRateLimits();
    rateLimits.changeFeed = { perIp: 3, perAccount: 3, windowMs: 60_000 };
    const limited = await buildTestApp({ rateLimits });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ url: '/api/changes?since=0' });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          expect(res.json().message).toMatch(/change-feed requests/);
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
