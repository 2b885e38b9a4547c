import { connect, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { notifications } from '../db/schema/index.ts';

// docs/decisions/0047: write requests wait in a bounded queue; beyond it 503 with Retry-After, and
// a request whose client went away before its turn never reaches the database.
let t: TestApp;
let port: number;
let token: string;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp({ writeQueue: { concurrency: 1, maxQueued: 1, maxWaitMs: 60_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const session = await registerUser(t.app);
  token = session.token;
  userId = session.user.id;
});
afterAll(async () => t?.close());

/** Sends `POST /api/notifications/test` (one notification row written) on a raw socket. */
function sendTestNotification(): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/notifications/test HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  socket.on('error', () => {});
  return { socket, answer };
}

const countNotifications = async () =>
  (await t.app.db.select().from(notifications).where(eq(notifications.userId, userId))).length;

/** Waits until `check()` holds (a few ms of polling; at most 5 s). */
async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
}

describe('the write queue', () => {
  it('answers 503 with Retry-After past its bound, and drops a queued request whose client left', async () => {
    const queue = t.app.writeQueue!;
    expect(queue).toBeTruthy();
    const before = await countNotifications();
    // Hold the one place, as a slow write would.
    const held = await queue.acquire();
    expect(held.ok).toBe(true);
    const waiting = sendTestNotification();
    await until(() => queue.waiting === 1);
    // The queue is full: refused at once, nothing written.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/test',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(refused.json().message).toMatch(/busy.*try again/i);
    // The waiting client gives up: it leaves the queue and its write never runs.
    waiting.socket.destroy();
    await until(() => queue.waiting === 0);
    if (held.ok) held.release();
    expect(queue.running).toBe(0);
    expect(await countNotifications()).toBe(before);
    // The queue is free again.
    const next = sendTestNotification();
    expect(await next.answer).toMatch(/^HTTP\/1.1 200/);
    expect(await countNotifications()).toBe(before + 1);
    expect(queue.running).toBe(0);
  });

  it('a request whose client left while it waited does not run even when its turn comes first', async () => {
    const queue = t.app.writeQueue!;
    const before = await countNotifications();
    const held = await queue.acquire();
    const waiting = sendTestNotification();
    await until(() => queue.waiting === 1);
    waiting.socket.end();
    waiting.socket.destroy();
    await waiting.answer;
    if (held.ok) held.release();
    await until(() => queue.running === 0 && queue.waiting === 0);
    expect(await countNotifications()).toBe(before);
  });

  it('past twice its bounds in progress, answers 503 on arrival, before reading the account or the body', async () => {
    // concurrency 1 + 1 waiting: 4 write requests may be in progress; these 4 are still sending bodies.
    const slow = Array.from({ length: 4 }, () => {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST /api/notifications/test HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{`,
      );
      return socket;
    });
    await new Promise((r) => setTimeout(r, 200));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/test',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (const socket of slow) socket.destroy();
    // Their places come back as their sockets close.
    let res = refused;
    const deadline = Date.now() + 5000;
    while (res.statusCode === 503 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      res = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/test',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    expect(res.statusCode).toBe(200);
  });

  it('past its write starts a second, answers 503 with Retry-After on arrival (PGlite’s ceiling)', async () => {
    const limited = await buildTestApp({
      writeQueue: { concurrency: 10, maxQueued: 100, maxWaitMs: 60_000, ratePerS: 1 },
    });
    try {
      // Registering takes the second's one start; the next comes a second later.
      const { token: own } = await registerUser(limited.app);
      await new Promise((r) => setTimeout(r, 1100));
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          limited.app.inject({
            method: 'POST',
            url: '/api/notifications/test',
            headers: { authorization: `Bearer ${own}` },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503, 503, 503, 503]);
      const refused = answers.find((a) => a.statusCode === 503)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('while the event loop runs late, answers writes 503 on arrival; reads still pass', async () => {
    const limited = await buildTestApp({
      writeQueue: { concurrency: 10, maxQueued: 100, maxWaitMs: 60_000, shedLagMs: 300 },
    });
    try {
      // Building the app may itself have kept the loop late: register once it is on time.
      let own = '';
      for (let i = 0; i < 50 && !own; i++) {
        own = await registerUser(limited.app).then(
          (session) => session.token,
          async () => {
            await new Promise((r) => setTimeout(r, 200));
            return '';
          },
        );
      }
      // Keep the event loop busy for 600 ms, as a long stretch of work would.
      const until = Date.now() + 600;
      while (Date.now() < until);
      await new Promise((r) => setTimeout(r, 60));
      const write = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/notifications/test',
          headers: { authorization: `Bearer ${own}` },
        });
      const refused = await write();
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await limited.app.inject({ url: '/api/changes?since=0' })).statusCode).toBe(200);
      // A second later the loop is on time again (polled: a busy machine may delay it further).
      let status = refused.statusCode;
      const deadline = Date.now() + 10_000;
      while (status === 503 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        status = (await write()).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
