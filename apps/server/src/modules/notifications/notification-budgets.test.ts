import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';
import { streamTicket } from './notifications.test-helpers.ts';

// docs/decisions/0047: notification streams per account are capped (429 with Retry-After); a
// suspension ends the account's open streams and refuses the tickets issued before it.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ notificationsHeartbeatMs: 50, notificationStreamsPerAccount: 2 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

const ticketFor = async (token: string) => (await streamTicket(t.app, token)).ticket;

async function openStream(ticket: string) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream?ticket=${ticket}`, { signal: abort.signal });
  return { res, close: () => abort.abort() };
}

/** Waits until `check()` holds (polling every 5 ms; at most 5 s). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

/** Reads a stream's body until the server ends it; false when it is still open after 5 s. */
async function endsWithin5s(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read().catch(() => ({ done: true as const, value: undefined })),
      new Promise<null>((r) => setTimeout(() => r(null), Math.max(0, deadline - Date.now()))),
    ]);
    if (chunk === null) break;
    if (chunk.done) return true;
  }
  return false;
}

describe('notification stream budgets', () => {
  it('caps the streams of one account (429 with Retry-After); a closed one frees its place', async () => {
    const alice = await registerUser(t.app);
    const first = await openStream(await ticketFor(alice.token));
    const second = await openStream(await ticketFor(alice.token));
    expect([first.res.status, second.res.status]).toEqual([200, 200]);
    const third = await openStream(await ticketFor(alice.token));
    expect(third.res.status).toBe(429);
    expect(Number(third.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await third.res.json()).message).toMatch(/notification streams/);
    // Someone else is not affected.
    const bob = await registerUser(t.app);
    const bobs = await openStream(await ticketFor(bob.token));
    expect(bobs.res.status).toBe(200);
    first.close();
    await until(() => t.app.notificationHub.count(alice.user.id) === 1);
    const again = await openStream(await ticketFor(alice.token));
    expect(again.res.status).toBe(200);
    for (const s of [second, bobs, again]) s.close();
  });

  it('a suspension ends the open streams and refuses a ticket issued before it', async () => {
    const admin = await registerAdmin(t.app);
    const carol = await registerUser(t.app);
    const open = await openStream(await ticketFor(carol.token));
    expect(open.res.status).toBe(200);
    const unused = await ticketFor(carol.token);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${carol.user.id}/suspend`,
      headers: auth(admin.token),
      payload: { reason: 'spam' },
    });
    expect(suspended.statusCode).toBe(200);
    expect(await endsWithin5s(open.res.body!)).toBe(true);
    expect(t.app.notificationHub.count(carol.user.id)).toBe(0);
    const refused = await openStream(unused);
    expect(refused.res.status).toBe(403);
    expect((await refused.res.json()).message).toBe('This account is suspended: spam');
    open.close();
  });
});
