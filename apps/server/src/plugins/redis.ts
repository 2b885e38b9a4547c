import type { FastifyInstance } from 'fastify';
import { type Fanout, MemoryFanout, RedisFanout } from '../lib/redis/fanout.ts';
import { createRedisConnections, type RedisConnections } from '../lib/redis/redis-connections.ts';
import type { RedisSettings } from '../lib/redis/redis-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The connections to Redis when `REDIS_URL` is set (lib/redis/redis-connections.ts), else
     * null: then every counter and cache lives in this process (docs/decisions/0036).
     */
    redis: RedisConnections | null;
    /** Messages to every instance of the site, or to this process alone (lib/redis/fanout.ts). */
    fanout: Fanout;
  }
}

/**
 * Decorates `app.redis` and `app.fanout` (docs/decisions/0036): with `settings`, lazy connections
 * to Redis and the pub/sub fan-out over them; without, null and the in-process fan-out. Before the
 * app listens it waits (up to 2 s) for the subscriptions made while it was built, so an instance
 * that answers requests also hears the others' messages; on close it stops the fan-out and closes
 * the connections. Register it before the plugins that use Redis (rate limits, list cache).
 */
export function registerRedis(app: FastifyInstance, settings: RedisSettings | undefined): void {
  const connections = settings ? createRedisConnections(settings, app.log) : null;
  app.decorate('redis', connections);
  const fanout: Fanout = connections ? new RedisFanout(connections, app.log) : new MemoryFanout(app.log);
  app.decorate('fanout', fanout);
  app.addHook('onReady', async () => app.fanout.ready());
  app.addHook('onClose', async () => {
    await app.fanout.close();
    await connections?.close();
  });
}
