import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import type { Config } from '../../env.ts';
import { MAX_FAILED_SIGN_INS } from './failed-sign-ins.ts';

const ALICE = { username: 'Alice', email: 'alice@example.com', password: 'correct horse battery' };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(overrides: Partial<Config> = {}): Promise<TestApp> {
  t = await buildTestApp(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: ALICE });
  expect(res.statusCode, res.body).toBe(201);
  return t;
}

/** A sign-in attempt; `from` is the socket address, `forwardedFor` an X-Forwarded-For header. */
function login(
  app: TestApp,
  body: { username: string; password: string },
  opts: { from?: string; forwardedFor?: string } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    remoteAddress: opts.from ?? '127.0.0.1',
    headers: opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {},
  });
}

describe('the per-IP sign-in limit and X-Forwarded-For', () => {
  it('a client rotating X-Forwarded-For is still limited by its own address: the 31st attempt is a 429', async () => {
    const app = await start();
    for (let i = 0; i < 30; i++) {
      const res = await login(
        app,
        { username: `nobody${i}`, password: 'x' },
        { forwardedFor: `203.0.113.${i}` },
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await login(
      app,
      { username: 'nobody-else', password: 'x' },
      { forwardedFor: '198.51.100.7' },
    );
    expect(limited.statusCode).toBe(429);
  });

  it('behind a proxy named in TRUST_PROXY, the forwarded address is the client', async () => {
    const app = await start({ trustProxy: ['127.0.0.1'] });
    // 30 attempts each for two clients of the same proxy: neither is limited by the other's.
    for (let i = 0; i < 60; i++) {
      const client = i % 2 ? '203.0.113.1' : '203.0.113.2';
      const res = await login(app, { username: `nobody${i}`, password: 'x' }, { forwardedFor: client });
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await login(
      app,
      { username: 'nobody-else', password: 'x' },
      { forwardedFor: '203.0.113.1' },
    );
    expect(limited.statusCode).toBe(429);
    // A client that is not the named proxy cannot choose its address.
    for (let i = 0; i < 30; i++)
      await login(
        app,
        { username: `other${i}`, password: 'x' },
        { from: '192.0.2.9', forwardedFor: `10.0.0.${i}` },
      );
    expect(
      (await login(app, { username: 'z', password: 'x' }, { from: '192.0.2.9', forwardedFor: '10.9.9.9' }))
        .statusCode,
    ).toBe(429);
  });
});

describe('the per-account limit on failed sign-ins', () => {
  it(`after ${MAX_FAILED_SIGN_INS} failures from many addresses, even the right password is a 429 with a clear message`, async () => {
    const app = await start();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      const res = await login(
        app,
        { username: 'alice', password: `guess ${i}` },
        { from: `192.0.2.${i + 1}` },
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const locked = await login(
      app,
      { username: 'ALICE', password: ALICE.password },
      { from: '198.51.100.1' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      statusCode: 429,
      message: 'Too many failed sign-ins for this account. Try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('a name with no account is limited the same way, and other accounts are not affected', async () => {
    const app = await start();
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      expect(
        (await login(app, { username: 'ghost', password: 'x' }, { from: `192.0.2.${i + 1}` })).statusCode,
      ).toBe(401);
    const locked = await login(app, { username: 'ghost', password: 'x' }, { from: '198.51.100.1' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-ins/);
    expect((await login(app, { username: 'alice', password: ALICE.password })).statusCode).toBe(200);
  });

  it('a right password in between does not reset the count of earlier failures', async () => {
    const app = await start();
    for (let i = 0; i < MAX_FAILED_SIGN_INS - 1; i++)
      expect((await login(app, { username: 'alice', password: 'wrong' })).statusCode).toBe(401);
    expect((await login(app, { username: 'alice', password: ALICE.password })).statusCode).toBe(200);
    expect((await login(app, { username: 'alice', password: 'wrong' })).statusCode).toBe(401);
    expect((await login(app, { username: 'alice', password: ALICE.password })).statusCode).toBe(429);
  });

  it('parallel attempts cannot slip past the limit while their passwords are being checked', async () => {
    const app = await start();
    const results = await Promise.all(
      Array.from({ length: MAX_FAILED_SIGN_INS + 5 }, (_, i) =>
        login(app, { username: 'alice', password: `guess ${i}` }, { from: `192.0.2.${i + 1}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILED_SIGN_INS);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});
