import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

// docs/decisions/0047: a client trickling its headers or its body loses its socket at
// HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS (408), while a long-lived answer (the change feed's
// event stream) outlives both.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    headersTimeoutMs: 300,
    requestTimeoutMs: 600,
    timeoutCheckMs: 50,
    changesPollMs: 20,
    changesHeartbeatMs: 50,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

/**
 * Opens a socket, writes `head`, then one byte of `trickle` every 50 ms; answers what the server
 * sent and whether it closed the socket before `giveUpMs`.
 */
async function trickle(head: string, trickled: string, giveUpMs: number) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const closed = new Promise<boolean>((resolve) => {
    socket.on('close', () => resolve(true));
    setTimeout(() => resolve(false), giveUpMs).unref();
  });
  socket.write(head);
  let i = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(trickled[i++ % trickled.length]!);
  }, 50);
  const wasClosed = await closed;
  clearInterval(timer);
  socket.destroy();
  return { closed: wasClosed, text };
}

describe('slow clients', () => {
  it('a client trickling its headers loses the socket at the headers time-out', async () => {
    const { closed, text } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      'X-Slow: abcdefgh',
      5000,
    );
    expect(closed).toBe(true);
    expect(text).toMatch(/^HTTP\/1.1 408|^$/);
  });

  it('a client trickling its body loses the socket at the request time-out', async () => {
    const { closed } = await trickle(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n',
      '{"username":"slow"',
      5000,
    );
    expect(closed).toBe(true);
  });

  it('an event stream outlives both time-outs', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.write('GET /api/changes HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n');
    await new Promise((r) => setTimeout(r, 1200));
    expect(closed).toBe(false);
    expect(text).toMatch(/^HTTP\/1.1 200/);
    expect(text.split(': heartbeat').length).toBeGreaterThan(5);
    socket.destroy();
  });
});
