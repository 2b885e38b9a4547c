import { afterAll, describe, expect, it } from 'vitest';
import { NO_REDIS, redisReachable, testRedisClients, uniqueKeyPrefix } from '../../../test/redis-test.ts';
import { TooManyRequests } from '../../errors.ts';
import { FailedSignIns } from './failed-sign-ins.ts';
import { RedisFailedSignIns } from './failed-sign-ins-redis.ts';

const up = await redisReachable();
const log = { warn: () => {}, info: () => {} };

describe.skipIf(!up)(`RedisFailedSignIns ${up ? '' : NO_REDIS}`, () => {
  const prefix = uniqueKeyPrefix('failed-sign-ins');
  const clients = testRedisClients(prefix);
  let now = 1_000_000;
  /** One instance's counter: its own connection, on the shared prefix and hand-moved clock. */
  const instance = (fallback = new FailedSignIns({ max: 3, windowMs: 60_000 })) => {
    const redis = clients.open();
    return new RedisFailedSignIns(redis, {
      keyPrefix: prefix,
      fallback,
      log,
      max: 3,
      windowMs: 60_000,
      now: () => now,
    });
  };
  afterAll(() => clients.close());

  it('counts the failures of every instance against one limit, in a sliding window', async () => {
    const a = instance();
    const b = instance();
    await a.begin('alice');
    now += 10_000;
    await b.begin('ALICE');
    await a.begin('Alice');
    const refused = await b.begin('alice').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).retryAfterS).toBe(50);
    expect((refused as TooManyRequests).message).toBe(
      'Too many failed sign-ins for this account. Try again in 1 minute.',
    );
    await expect(a.begin('bob')).resolves.toBeDefined(); // other names count on their own
    now += 50_000; // the first failure has left the window
    await expect(a.begin('alice')).resolves.toBeDefined();
    await expect(b.begin('alice')).rejects.toThrow(TooManyRequests);
  });

  it('lets a right password release only its own attempt, on any instance', async () => {
    const a = instance();
    const b = instance();
    await a.begin('carol');
    await b.begin('carol');
    const right = await a.begin('carol');
    right.release();
    right.release();
    await expect
      .poll(() =>
        b.begin('carol').then(
          () => 'admitted',
          () => 'refused',
        ),
      )
      .toBe('admitted');
    await expect(a.begin('carol')).rejects.toThrow(TooManyRequests);
  });

  it('counts in the fallback while Redis does not answer', async () => {
    const fallback = new FailedSignIns({ max: 1, windowMs: 60_000 });
    const broken = clients.open('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const counter = new RedisFailedSignIns(broken, { keyPrefix: prefix, fallback, log });
    await expect(counter.begin('dave')).resolves.toBeDefined();
    await expect(counter.begin('dave')).rejects.toThrow(TooManyRequests);
  });
});
