import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisLog } from '../../lib/redis/redis-connections.ts';
import {
  FAILED_SIGN_IN_WINDOW_MS,
  type FailedSignInLimit,
  MAX_FAILED_SIGN_INS,
  type SignInAttempt,
  signInNameKey,
  tooManyFailedSignIns,
} from './failed-sign-ins.ts';

/**
 * One atomic step of the sliding window on a sorted set of attempt start times (ms):
 * KEYS[1] the name's key; ARGV now (ms), window (ms), max, a unique member. Drops the attempts
 * older than the window; at `max` answers {0, oldest start}, else adds the attempt, renews the
 * key's expiry to one window, and answers {1, 0}.
 */
const BEGIN_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2])}
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return {1, 0}
`;

/** Options of {@link RedisFailedSignIns}; production uses the constants of failed-sign-ins.ts. */
export interface RedisFailedSignInsOptions {
  /** Put before each key (REDIS_KEY_PREFIX). */
  keyPrefix: string;
  /** Counts while Redis fails (this process's own, failed-sign-ins.ts `FailedSignIns`). */
  fallback: FailedSignInLimit;
  log: RedisLog;
  max?: number;
  windowMs?: number;
  /** Clock in ms. */
  now?: () => number;
}

type BeginReply = [allowed: number, oldestMs: number];

/**
 * The failed sign-in limit of docs/decisions/0008 counted in Redis, shared by every instance
 * (docs/decisions/0036): the same rules as failed-sign-ins.ts `FailedSignIns` — at most
 * `max` ({@link MAX_FAILED_SIGN_INS}) attempts per sign-in name, lower-cased and hashed, within a
 * sliding `windowMs` ({@link FAILED_SIGN_IN_WINDOW_MS}); an attempt counts from its start and a
 * right password releases only its own — kept as a sorted set per name
 * (`<prefix>failed-sign-in:<hash>`, expiring a window after its last attempt), changed by one Lua
 * script so parallel attempts on several instances cannot slip past the limit. When Redis fails
 * the attempt is counted by `fallback` (this process alone) rather than refused or let through
 * uncounted.
 */
export class RedisFailedSignIns implements FailedSignInLimit {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisFailedSignInsOptions,
  ) {
    this.max = options.max ?? MAX_FAILED_SIGN_INS;
    this.windowMs = options.windowMs ?? FAILED_SIGN_IN_WINDOW_MS;
    this.now = options.now ?? Date.now;
  }

  /** See FailedSignInLimit.begin: rejects with TooManyRequests (429) past the limit. */
  async begin(login: string): Promise<SignInAttempt> {
    const key = `${this.options.keyPrefix}failed-sign-in:${signInNameKey(login)}`;
    const now = this.now();
    const member = `${now}:${randomBytes(6).toString('base64url')}`;
    let reply: BeginReply;
    try {
      reply = (await this.redis.eval(
        BEGIN_SCRIPT,
        1,
        key,
        now,
        this.windowMs,
        this.max,
        member,
      )) as BeginReply;
    } catch (error) {
      this.options.log.warn({ err: error }, 'failed sign-ins: Redis failed; counting in this process');
      return this.options.fallback.begin(login);
    }
    if (reply[0] !== 1) throw tooManyFailedSignIns(Number(reply[1]) + this.windowMs - now);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.redis.zrem(key, member).catch((error: unknown) => {
          this.options.log.warn({ err: error }, 'failed sign-ins: could not release an attempt in Redis');
        });
      },
    };
  }
}
