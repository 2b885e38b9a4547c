import { randomBytes } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

/** The Redis the tests use: TEST_REDIS_URL, default the local one. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers a PING within 1 s (tests that need it are skipped, with this
 * reason, when it does not: `describe.skipIf(!(await redisReachable()))`).
 */
export async function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The reason a Redis test is skipped, for its title. */
export const NO_REDIS = `(skipped: no Redis answers at ${TEST_REDIS_URL}; set TEST_REDIS_URL)`;

/** A key prefix of its own for one test, so parallel runs never share keys or channels. */
export const uniqueKeyPrefix = (name: string): string =>
  `synthhub-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;

/** Deletes every key under `prefix` (after a test). */
export async function dropKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true });
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * The Redis clients one test file opens, tracked: `open(url?, options?)` connects one (to
 * TEST_REDIS_URL unless `url`), `close()` — for `afterAll` — deletes the keys under `prefix` and
 * disconnects every client opened; `opened` lists them in order.
 */
export function testRedisClients(prefix: string) {
  const clients: Redis[] = [];
  return {
    opened: clients as readonly Redis[],
    open(url: string = TEST_REDIS_URL, options: RedisOptions = {}): Redis {
      const redis = new Redis(url, options);
      clients.push(redis);
      return redis;
    },
    async close(): Promise<void> {
      await dropKeys(TEST_REDIS_URL, prefix);
      for (const redis of clients) redis.disconnect();
    },
  };
}
