import { afterAll, describe, expect, it } from 'vitest';
import {
  dropKeys,
  NO_REDIS,
  redisReachable,
  TEST_REDIS_URL,
  uniqueKeyPrefix,
} from '../../../test/redis-test.ts';
import { type Fanout, MemoryFanout, RedisFanout } from './fanout.ts';
import { createRedisConnections, type RedisConnections } from './redis-connections.ts';

const warnings: unknown[] = [];
const log = { warn: (o: object) => void warnings.push(o), info: () => {} };

describe('MemoryFanout', () => {
  it('delivers a copy to each subscriber of the channel before publish returns, until unsubscribed', () => {
    const fanout = new MemoryFanout(log);
    const got: unknown[] = [];
    const message = { n: 1, at: new Date(0) };
    const stop = fanout.subscribe('c', (m) => got.push(m));
    fanout.subscribe('other', () => got.push('wrong channel'));
    void fanout.publish('c', message);
    expect(got).toEqual([{ n: 1, at: '1970-01-01T00:00:00.000Z' }]);
    expect(got[0]).not.toBe(message);
    stop();
    void fanout.publish('c', message);
    expect(got).toHaveLength(1);
  });

  it('keeps delivering to the others when a handler throws', () => {
    const fanout = new MemoryFanout(log);
    const got: unknown[] = [];
    fanout.subscribe('c', () => {
      throw new Error('boom');
    });
    fanout.subscribe('c', (m) => got.push(m));
    void fanout.publish('c', 'x');
    expect(got).toEqual(['x']);
  });
});

const up = await redisReachable();

describe.skipIf(!up)(`RedisFanout ${up ? '' : NO_REDIS}`, () => {
  const prefix = uniqueKeyPrefix('fanout');
  const opened: { fanout: Fanout; redis: RedisConnections }[] = [];
  const instance = () => {
    const redis = createRedisConnections({ url: TEST_REDIS_URL, keyPrefix: prefix }, log);
    const fanout = new RedisFanout(redis, log);
    opened.push({ fanout, redis });
    return fanout;
  };
  afterAll(async () => {
    for (const { fanout, redis } of opened) {
      await fanout.close();
      await redis.close();
    }
    await dropKeys(TEST_REDIS_URL, prefix);
  });

  it('delivers each message once to every instance, its own at once, and only on its channel', async () => {
    const a = instance();
    const b = instance();
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    a.subscribe('c', (m) => gotA.push(m));
    b.subscribe('c', (m) => gotB.push(m));
    b.subscribe('d', () => gotB.push('wrong channel'));
    await Promise.all([a.ready(), b.ready()]);
    const sent = a.publish('c', { hello: 'b' });
    expect(gotA).toEqual([{ hello: 'b' }]); // before Redis is even asked
    await sent;
    await expect.poll(() => gotB).toEqual([{ hello: 'b' }]);
    await new Promise((r) => setTimeout(r, 50));
    expect(gotA).toHaveLength(1); // its own echo from Redis is dropped
  });

  it('does not reach an instance with another key prefix', async () => {
    const a = instance();
    const redis = createRedisConnections({ url: TEST_REDIS_URL, keyPrefix: `${prefix}other:` }, log);
    const other = new RedisFanout(redis, log);
    opened.push({ fanout: other, redis });
    const b = instance();
    const gotOther: unknown[] = [];
    const gotB: unknown[] = [];
    other.subscribe('c', (m) => gotOther.push(m));
    b.subscribe('c', (m) => gotB.push(m));
    await Promise.all([other.ready(), b.ready()]);
    await a.publish('c', 1);
    await expect.poll(() => gotB).toEqual([1]);
    expect(gotOther).toEqual([]);
  });

  it('carries 1000 messages in order between two instances (prints the latency)', async () => {
    const a = instance();
    const b = instance();
    const latencies: number[] = [];
    const order: number[] = [];
    b.subscribe('latency', (m) => {
      const { i, sentAt } = m as { i: number; sentAt: number };
      latencies.push(performance.now() - sentAt);
      order.push(i);
    });
    await b.ready();
    for (let i = 0; i < 1000; i++) {
      await a.publish('latency', { i, sentAt: performance.now() });
      // One at a time: the figure is the delay of one message, not of a queue.
      await expect.poll(() => order.length, { interval: 1 }).toBe(i + 1);
    }
    expect(order).toEqual([...Array(1000).keys()]);
    const sorted = [...latencies].sort((x, y) => x - y);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
    console.info(`fan-out latency over Redis, 1000 messages: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  });
});
