/**
 * Redis, when one is configured (design.md §6 "Scale-out path"; docs/decisions/0036): the server
 * instances that share it count rate limits and failed sign-ins together, clear each other's list
 * caches and pass notifications to each other's open streams.
 * - `url` (`REDIS_URL`): `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS;
 * - `keyPrefix` (`REDIS_KEY_PREFIX`, default {@link REDIS_KEY_PREFIX_DEFAULT}): put before every
 *   key and pub/sub channel, so several sites (or test runs) can share one Redis.
 */
export interface RedisSettings {
  url: string;
  keyPrefix: string;
}

/** The key prefix when `REDIS_KEY_PREFIX` is unset. */
export const REDIS_KEY_PREFIX_DEFAULT = 'synthhub:';

/** The longest `REDIS_KEY_PREFIX` accepted, in characters. */
export const REDIS_KEY_PREFIX_MAX = 64;

/**
 * Reads the Redis settings from the environment: undefined when `REDIS_URL` is unset or empty
 * (everything then stays in this process, as with a single server). Throws an Error naming the
 * variable when `REDIS_URL` is not a `redis://` or `rediss://` URL, or `REDIS_KEY_PREFIX` is
 * longer than {@link REDIS_KEY_PREFIX_MAX} characters or holds white space or control characters.
 */
export function readRedisSettings(env: NodeJS.ProcessEnv): RedisSettings | undefined {
  const prefix = env.REDIS_KEY_PREFIX ?? REDIS_KEY_PREFIX_DEFAULT;
  // eslint-disable-next-line no-control-regex
  if (prefix.length > REDIS_KEY_PREFIX_MAX || /[\s\x00-\x1f\x7f]/.test(prefix))
    throw new Error(
      `REDIS_KEY_PREFIX must be at most ${REDIS_KEY_PREFIX_MAX} characters without spaces or control characters`,
    );
  const text = env.REDIS_URL?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got "${url.protocol}//…"`);
  return { url: text, keyPrefix: prefix };
}
