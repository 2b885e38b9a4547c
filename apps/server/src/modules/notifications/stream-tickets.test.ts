import { afterAll, describe, expect, it } from 'vitest';
import { NO_REDIS, redisReachable, testRedisClients, uniqueKeyPrefix } from '../../../test/redis-test.ts';
import { Unauthorized } from '../../errors.ts';
import { MemoryUsedTicketIds, RedisUsedTicketIds, StreamTickets } from './stream-tickets.ts';

const SECRET = 'stream-ticket-test-secret-stream-ticket-test-0123';
const log = { warn: () => {}, info: () => {} };

describe('StreamTickets in one process', () => {
  it('redeems a ticket once, for its user', async () => {
    const tickets = new StreamTickets(SECRET);
    const ticket = await tickets.issue(42);
    await expect(tickets.redeem(ticket)).resolves.toBe(42);
    await expect(tickets.redeem(ticket)).rejects.toThrow(Unauthorized);
  });
});

const up = await redisReachable();

describe.skipIf(!up)(`StreamTickets shared through Redis ${up ? '' : NO_REDIS}`, () => {
  const prefix = uniqueKeyPrefix('stream-tickets');
  const clients = testRedisClients(prefix);
  const instance = () => {
    const redis = clients.open();
    return new StreamTickets(SECRET, new RedisUsedTicketIds(redis, prefix, new MemoryUsedTicketIds(), log));
  };
  afterAll(() => clients.close());

  it('redeems a ticket issued on one instance once, on whichever instance comes first', async () => {
    const a = instance();
    const b = instance();
    const ticket = await a.issue(7);
    await expect(b.redeem(ticket)).resolves.toBe(7);
    await expect(a.redeem(ticket)).rejects.toThrow(Unauthorized);
    await expect(b.redeem(ticket)).rejects.toThrow(Unauthorized);
    // The used id expires with the ticket (60 s), not later.
    const ttl = await clients.opened[0]!.pttl(
      `${prefix}stream-ticket:${
        JSON.parse(Buffer.from(ticket.split('.')[1]!, 'base64url').toString()).jti as string
      }`,
    );
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps single use in this process while Redis does not answer', async () => {
    const broken = clients.open('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    broken.on('error', () => {});
    const tickets = new StreamTickets(
      SECRET,
      new RedisUsedTicketIds(broken, prefix, new MemoryUsedTicketIds(), log),
    );
    const ticket = await tickets.issue(8);
    await expect(tickets.redeem(ticket)).resolves.toBe(8);
    await expect(tickets.redeem(ticket)).rejects.toThrow(Unauthorized);
  });
});
