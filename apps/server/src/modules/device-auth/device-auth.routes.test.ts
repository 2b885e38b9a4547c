import { DEVICE_CODE_GRANT_TYPE } from '@synthhub/shared/auth/device-code.constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCodes } from '../../db/schema/sign-in-codes.ts';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let alice: { token: string; user: { id: number; username: string } };
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://synthhub.example' });
  alice = await registerUser(t.app);
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function startCode(clientId = 'Synth Riders mod') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/device/code',
    payload: { client_id: clientId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { device_code: string; user_code: string; verification_uri_complete: string };
}

const poll = (deviceCode: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/device/token',
    payload: { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode },
  });

/** Moves the last poll of every request an hour back, as if the app had waited its interval. */
const waitInterval = () => t.app.db.update(deviceCodes).set({ lastPolledAt: sql`now() - interval '1 hour'` });

const approve = (userCode: string, yes: boolean, token = alice.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/device/approve',
    headers: bearer(token),
    payload: { user_code: userCode, approve: yes },
  });

describe('device-code sign-in (RFC 8628)', () => {
  it('hands out a device code and an 8-letter user code, with the /activate links, 600 s and 5 s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/device/code',
      payload: { client_id: 'Headset app' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect(body.device_code.length).toBeGreaterThanOrEqual(43);
    expect(body).toMatchObject({
      verification_uri: 'https://synthhub.example/activate',
      verification_uri_complete: `https://synthhub.example/activate?user_code=${body.user_code}`,
      expires_in: 600,
      interval: 5,
    });
    // Only hashes are stored.
    const rows = await t.app.db.select().from(deviceCodes);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(body.device_code);
    expect(text).not.toContain(body.user_code);
    expect(text).not.toContain(body.user_code.replace('-', ''));
  });

  it('pending → slow_down when polled too fast → approved at /activate → tokens that work, once', async () => {
    const code = await startCode();
    const first = await poll(code.device_code);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ error: 'authorization_pending', error_description: expect.any(String) });
    expect(first.headers['cache-control']).toBe('no-store');
    const fast = await poll(code.device_code);
    expect(fast.json().error).toBe('slow_down');

    // The signed-in user sees which app asks (the code typed in any case, with or without dash).
    expect(
      (await t.app.inject({ url: `/api/auth/device/verify?user_code=${code.user_code}` })).statusCode,
    ).toBe(401);
    const typed = code.user_code.replace('-', '').toLowerCase();
    const verify = await t.app.inject({
      url: `/api/auth/device/verify?user_code=${typed}`,
      headers: bearer(alice.token),
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json()).toMatchObject({ user_code: code.user_code, client_id: 'Synth Riders mod' });

    const approved = await approve(typed, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'approved' });

    await waitInterval();
    const tokens = await poll(code.device_code);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const session = tokens.json();
    expect(session).toMatchObject({ token_type: 'Bearer', expires_in: 900, user: { id: alice.user.id } });
    expect(session.token).toBe(session.access_token);
    const me = await t.app.inject({ url: '/api/auth/user', headers: bearer(session.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(alice.user.username);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);

    // Single use: the code gives no second session, and cannot be approved again.
    await waitInterval();
    const again = await poll(code.device_code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect((await approve(code.user_code, true)).statusCode).toBe(404);
  });

  it('a denied request answers access_denied', async () => {
    const code = await startCode();
    const denied = await approve(code.user_code, false);
    expect(denied.json()).toEqual({ status: 'denied' });
    expect((await poll(code.device_code)).json().error).toBe('access_denied');
  });

  it('an expired code answers expired_token and cannot be verified or approved', async () => {
    const code = await startCode();
    await t.app.db.update(deviceCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await poll(code.device_code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('expired_token');
    const verify = await t.app.inject({
      url: `/api/auth/device/verify?user_code=${code.user_code}`,
      headers: bearer(alice.token),
    });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().message).toMatch(/not valid or has expired/);
    expect((await approve(code.user_code, true)).statusCode).toBe(404);
  });

  it('refuses unknown codes, a wrong grant type and malformed user codes clearly', async () => {
    expect((await poll('not-a-code')).json().error).toBe('invalid_grant');
    const wrongGrant = await t.app.inject({
      method: 'POST',
      url: '/api/auth/device/token',
      payload: { grant_type: 'password', device_code: 'x' },
    });
    expect(wrongGrant.statusCode).toBe(400);
    expect(wrongGrant.json().message).toContain(`grant_type must be ${DEVICE_CODE_GRANT_TYPE}`);
    const badUserCode = await t.app.inject({
      url: '/api/auth/device/verify?user_code=AEIO-1234',
      headers: bearer(alice.token),
    });
    expect(badUserCode.statusCode).toBe(400);
    expect(badUserCode.json().message).toMatch(/8-letter code/);
    const noClient = await t.app.inject({ method: 'POST', url: '/api/auth/device/code', payload: {} });
    expect(noClient.statusCode).toBe(400);
  });

  it('limits polling per device code (devicePoll) with a 429 and RateLimit headers', async () => {
    const limited = await buildTestApp({
      rateLimits: {
        ...(await import('../../../test/helpers.ts')).relaxedRateLimits(),
        devicePoll: { perIp: 100, perAccount: 2, windowMs: 60_000 },
      },
    });
    try {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/device/code',
        payload: { client_id: 'x' },
      });
      const deviceCode = res.json().device_code;
      const pollIt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/device/token',
          payload: { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode },
        });
      expect((await pollIt()).statusCode).toBe(400);
      expect((await pollIt()).statusCode).toBe(400);
      const refused = await pollIt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['ratelimit-limit']).toBe('2');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
