import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { postBeatmapUpload, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, relaxedRateLimits, type TestApp } from '../../../test/helpers.ts';
import { RATE_LIMIT_DEFAULTS, readRateLimitSettings, type RateLimitSettings } from './rate-limits.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The relaxed test limits with some figures set small. */
function limits(changes: Partial<Record<keyof RateLimitSettings, { perIp: number; perAccount: number }>>) {
  const settings = relaxedRateLimits();
  for (const [name, figures] of Object.entries(changes))
    Object.assign(settings[name as keyof RateLimitSettings], figures);
  return settings;
}

const register = (app: TestApp, n: number, from: string, email = `user${n}@example.test`) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `user${n}`, email, password: 'correct horse battery' },
    remoteAddress: from,
  });

describe('named rate limits (docs/decisions/0018)', () => {
  it('per IP: answers with RateLimit headers, then 429 with Retry-After past the limit; other addresses are not affected', async () => {
    t = await buildTestApp({ rateLimits: limits({ register: { perIp: 3, perAccount: 100 } }) });
    for (let i = 1; i <= 3; i++) {
      const res = await register(t, i, '192.0.2.1');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-remaining']).toBe(String(3 - i));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await register(t, 4, '192.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(refused.json().message).toMatch(
      /^Too many registrations from your address\. Try again in \d+ minutes\.$/,
    );
    expect(refused.headers['ratelimit-limit']).toBe('3');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const reset = Number(refused.headers['ratelimit-reset']);
    expect(reset).toBeGreaterThan(3500);
    expect(reset).toBeLessThanOrEqual(3600);
    expect(refused.headers['retry-after']).toBe(String(reset));
    // Nothing was written for the refused request.
    expect(await t.app.db.select().from(users).where(eq(users.username, 'user4'))).toEqual([]);
    expect((await register(t, 5, '198.51.100.2')).statusCode).toBe(201);
  });

  it('per account: the same e-mail from many addresses is refused past its limit, with its own message', async () => {
    t = await buildTestApp({ rateLimits: limits({ register: { perIp: 100, perAccount: 2 } }) });
    expect((await register(t, 1, '192.0.2.1', 'same@example.test')).statusCode).toBe(201);
    expect((await register(t, 2, '192.0.2.2', 'SAME@example.test')).statusCode).toBe(409);
    const refused = await register(t, 3, '192.0.2.3', 'same@example.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many registrations for this account\./);
    expect(refused.headers['ratelimit-limit']).toBe('2');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(t, 4, '192.0.2.3', 'other@example.test')).statusCode).toBe(201);
  });

  it('uploads are limited per signed-in account across kinds and addresses; another uploader is not', async () => {
    t = await buildTestApp({ rateLimits: limits({ upload: { perIp: 100, perAccount: 2 } }) });
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const auth = (s: { token: string }) => ({ authorization: `Bearer ${s.token}` });
    // Two bad uploads (no file: 400) still count: the limit is on attempts.
    expect((await postBeatmapUpload(t.app, auth(alice), null, {})).statusCode).toBe(400);
    const second = await postBeatmapUpload(t.app, { ...auth(alice), 'x-forwarded-for': '1.2.3.4' }, null, {});
    expect(second.statusCode).toBe(400);
    expect(second.headers['ratelimit-remaining']).toBe('0');
    const form = uploadForm(null, {});
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/playlists/upload',
      headers: { ...auth(alice), ...form.headers },
      payload: form.payload,
      remoteAddress: '203.0.113.9',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many uploads for this account\./);
    expect((await postBeatmapUpload(t.app, auth(bob), null, {})).statusCode).toBe(400);
  });

  it('the sign-in limit counts attempts per sign-in name from any address', async () => {
    t = await buildTestApp({ rateLimits: limits({ signIn: { perIp: 100, perAccount: 3 } }) });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'Ghost', password: 'x' },
        remoteAddress: `192.0.2.${i + 1}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ghost', password: 'x' },
      remoteAddress: '198.51.100.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many sign-in attempts for this account\. Try again in \d+ seconds?\.$/,
    );
  });

  it('reads RATE_LIMIT_<NAME>_PER_IP / _PER_ACCOUNT over the defaults and names a bad variable', () => {
    const settings = readRateLimitSettings({
      RATE_LIMIT_SIGN_IN_PER_IP: '7',
      RATE_LIMIT_DEVICE_POLL_PER_ACCOUNT: '99',
    });
    expect(settings.signIn).toEqual({ ...RATE_LIMIT_DEFAULTS.signIn, perIp: 7 });
    expect(settings.devicePoll.perAccount).toBe(99);
    expect(settings.upload).toEqual(RATE_LIMIT_DEFAULTS.upload);
    expect(() => readRateLimitSettings({ RATE_LIMIT_UPLOAD_PER_IP: '0' })).toThrow(
      /RATE_LIMIT_UPLOAD_PER_IP/,
    );
    expect(() => readRateLimitSettings({ RATE_LIMIT_TOKEN_CREATION_PER_ACCOUNT: 'lots' })).toThrow(
      /RATE_LIMIT_TOKEN_CREATION_PER_ACCOUNT/,
    );
  });
});
