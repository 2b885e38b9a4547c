// The app with REDIS_URL (plugins/redis.ts; docs/decisions/0036): two apps in one process on one
// Redis share rate limits and clear each other's list caches; with Redis down the app still
// serves (rate limits fail open) and /readyz names the redis check. Needs Redis (TEST_REDIS_URL).
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import {
  dropKeys,
  NO_REDIS,
  redisReachable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
} from '../../test/redis-test.ts';
import { RATE_LIMIT_DEFAULTS } from '../lib/http/rate-limits.ts';

const up = await redisReachable();

const login = (t: TestApp, username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong password' } });

describe.skipIf(!up)(`the app with Redis ${up ? '' : NO_REDIS}`, () => {
  const prefix = uniqueKeyPrefix('app');
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
    await dropKeys(TEST_REDIS_URL, prefix);
  });

  it('shares rate limits and list-cache clears between two apps, and readiness checks Redis', async () => {
    const limits = structuredClone(RATE_LIMIT_DEFAULTS);
    limits.signIn.perIp = 3;
    const overrides = {
      redis: { url: TEST_REDIS_URL, keyPrefix: prefix },
      rateLimits: limits,
      listCacheTtlMs: 60_000,
    };
    const a = await buildTestApp(overrides);
    apps.push(a);
    const b = await buildTestApp(overrides);
    apps.push(b);

    const ready = await a.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });

    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await login(t, `nobody${statuses.length}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);

    // B caches its list; a write on A (each app has its own database here) clears it.
    const list = () => b.app.inject({ method: 'GET', url: '/api/beatmaps' });
    await list();
    expect((await list()).headers['x-cache']).toBe('HIT');
    const write = await a.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'writer', email: 'writer@example.test', password: 'correct horse battery' },
    });
    expect(write.statusCode).toBe(201);
    await expect.poll(async () => (await list()).headers['x-cache']).toBe('MISS');
  });

  it('with Redis down: serves, lets rate-limited requests through, and /readyz names redis', async () => {
    const t = await buildTestApp({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: prefix } });
    apps.push(t);
    expect((await login(t, 'nobody')).statusCode).toBe(401);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.redis).toMatch(/^Redis does not answer/);
    expect(ready.json().checks.database).toBe('ok');
  });
});
