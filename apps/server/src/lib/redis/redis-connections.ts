import { Redis, type RedisOptions } from 'ioredis';
import type { RedisSettings } from './redis-settings.ts';

/**
 * How long one Redis command may take before it fails, in ms. Rate limits then let the request
 * through and shared counters fall back to this process's own (docs/decisions/0036): a Redis that
 * hangs must not hang the site.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** How long connecting to Redis may take before the attempt fails and is retried, in ms. */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** Where connection problems are reported (the app's logger, or a test's). */
export interface RedisLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/**
 * The two connections of one server to Redis: `command` for ordinary commands (counters, tickets,
 * PUBLISH; the rate-limit store) and `subscriber`, which a SUBSCRIBE puts into a mode where it can
 * do nothing else (lib/redis/fanout.ts). Keys and channels carry `keyPrefix` (callers add it).
 */
export interface RedisConnections {
  command: Redis;
  subscriber: Redis;
  keyPrefix: string;
  /**
   * Resolves when Redis answers a PING and the subscriber is connected; else throws an Error
   * "Redis does not answer (connection …)" or "the subscriber connection is …" (GET /readyz shows it).
   */
  check(): Promise<void>;
  /** Closes both connections (QUIT when connected, else drops them). Never throws. */
  close(): Promise<void>;
}

/**
 * Opens (lazily: at the first command) the command and subscriber connections to the Redis of
 * `settings`. Both reconnect on their own after a drop (ioredis retries with a backoff up to 2 s);
 * a command fails after {@link REDIS_COMMAND_TIMEOUT_MS} or one retry instead of waiting for the
 * reconnection. Errors are logged (warn), once per connection until it is ready again.
 */
export function createRedisConnections(settings: RedisSettings, log: RedisLog): RedisConnections {
  const options: RedisOptions = {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  };
  const command = new Redis(settings.url, { ...options, connectionName: 'synthhub' });
  // The fan-out subscribes again itself after a reconnection (fanout.ts), also to channels whose
  // first SUBSCRIBE failed, which ioredis's own resubscription would not know about.
  const subscriber = new Redis(settings.url, {
    ...options,
    connectionName: 'synthhub-subscriber',
    autoResubscribe: false,
  });
  for (const [name, connection] of [
    ['command', command],
    ['subscriber', subscriber],
  ] as const) {
    let failing = false;
    connection.on('error', (error: Error) => {
      if (failing) return;
      failing = true;
      log.warn({ err: error, connection: name }, 'Redis connection failed; retrying');
    });
    connection.on('ready', () => {
      if (failing) log.info({ connection: name }, 'Redis connection is back');
      failing = false;
    });
  }
  const closeOne = async (connection: Redis) => {
    if (connection.status === 'ready') {
      try {
        await connection.quit();
        return;
      } catch {
        // fall through: drop it
      }
    }
    connection.disconnect();
  };
  return {
    command,
    subscriber,
    keyPrefix: settings.keyPrefix,
    async check() {
      try {
        await command.ping();
      } catch (error) {
        // ioredis's own message ("Reached the max retries per request limit") names no cause.
        throw new Error(`Redis does not answer (connection ${command.status})`, { cause: error });
      }
      if (subscriber.status !== 'ready') throw new Error(`the subscriber connection is ${subscriber.status}`);
    },
    async close() {
      await Promise.all([closeOne(command), closeOne(subscriber)]);
    },
  };
}
