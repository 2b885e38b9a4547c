import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth } from '../votes/votes.test-helpers.ts';
import { streamTicket } from './notifications.test-helpers.ts';

/**
 * Server-Sent Events delivery (docs/decisions/0017) over a real socket: a ticket opens the stream
 * once, a new notification arrives as an `event: notification` at once, heartbeats flow, and
 * another user's notification does not.
 */

let t: TestApp;
let base: string;
let alice: SessionResponse;
let bob: SessionResponse;
beforeAll(async () => {
  t = await buildTestApp({ notificationsHeartbeatMs: 100 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(async () => t?.close());

async function ticketFor(token: string): Promise<string> {
  const body = await streamTicket(t.app, token);
  expect(body.expires_in).toBe(60);
  return body.ticket;
}

/** Reads the stream until `done(text so far)` is true or 5 s pass; answers the text. */
async function readUntil(body: ReadableStream<Uint8Array>, done: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!done(text) && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

describe('GET /api/notifications/stream', () => {
  it('pushes the ticket owner’s new notifications at once, with heartbeats, and nobody else’s', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream?ticket=${await ticketFor(alice.token)}`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const opened = await readUntil(res.body!, (s) => s.includes(': connected'));
    expect(opened).toContain('retry: 5000');
    await expect.poll(() => t.app.notificationHub.count(alice.user.id)).toBe(1);

    await t.app.inject({ method: 'POST', url: '/api/notifications/test', headers: auth(bob.token) });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/test',
      headers: auth(alice.token),
    });
    const text = await readUntil(
      res.body!,
      (s) => s.includes('event: notification') && s.includes(': heartbeat'),
    );
    const events = text.split('\n\n').filter((e) => e.startsWith('event: notification'));
    expect(events).toHaveLength(1);
    const data = JSON.parse(
      events[0]!
        .split('\n')
        .find((l) => l.startsWith('data: '))!
        .slice(6),
    );
    expect(data).toEqual(sent.json());
    expect(text).toContain(': heartbeat');

    controller.abort();
    await expect.poll(() => t.app.notificationHub.count(alice.user.id)).toBe(0);
  });

  it('refuses a missing, forged, reused or access-token ticket with 401', async () => {
    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
    expect((await fetch(`${base}/api/notifications/stream?ticket=nonsense`)).status).toBe(401);
    // An access token is not a ticket (another key and audience).
    expect((await fetch(`${base}/api/notifications/stream?ticket=${alice.token}`)).status).toBe(401);
    const ticket = await ticketFor(alice.token);
    const controller = new AbortController();
    const first = await fetch(`${base}/api/notifications/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(first.status).toBe(200);
    const again = await fetch(`${base}/api/notifications/stream?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toMatch(/ticket/);
    controller.abort();
  });

  it('a ticket cannot be used as an access token', async () => {
    const ticket = await ticketFor(alice.token);
    const res = await t.app.inject({ url: '/api/notifications/unread', headers: auth(ticket) });
    expect(res.statusCode).toBe(401);
  });
});

describe('closing the app', () => {
  it('ends the open streams instead of waiting for them', async () => {
    const other = await buildTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const user = await registerUser(other.app);
    const ticket = (
      await other.app.inject({
        method: 'POST',
        url: '/api/notifications/stream-ticket',
        headers: auth(user.token),
      })
    ).json().ticket;
    const res = await fetch(`${url}/api/notifications/stream?ticket=${ticket}`);
    await readUntil(res.body!, (s) => s.includes(': connected'));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await readUntil(res.body!, () => false)).not.toContain('event: notification');
  });
});
