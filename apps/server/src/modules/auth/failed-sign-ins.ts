import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { TooManyRequests } from '../../errors.ts';

/**
 * Failed sign-ins one account may have within {@link FAILED_SIGN_IN_WINDOW_MS} before further
 * attempts for it are refused (429), from any address. The spec sets no figure (spec §5 leaves the
 * login rules out); 10 lets a person mistype many times yet caps guessing one account at 960
 * tries a day (per sign-in name) however many addresses an attacker has, where the per-IP limit
 * alone (30 a minute) allows 43,200 a day from each address. docs/decisions/0008.
 */
export const MAX_FAILED_SIGN_INS = 10;

/** The sliding window those failures are counted in: 15 minutes, in ms (docs/decisions/0008). */
export const FAILED_SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * How many sign-in names are tracked at once; the least recently used are forgotten beyond it,
 * which bounds memory against floods of invented names: full, with 10 attempts each, it holds
 * about 15 MiB of heap (measured on Node 20).
 */
export const FAILED_SIGN_IN_NAMES_TRACKED = 50_000;

/** One attempt admitted by {@link FailedSignIns.begin}; it counts as failed unless released. */
export interface SignInAttempt {
  /** Un-counts the attempt: call it when the password was right or the check itself broke. */
  release(): void;
}

/**
 * The per-account failed sign-in limit as auth.service.ts `logIn` uses it: this process's
 * {@link FailedSignIns}, or the Redis one shared by every instance (failed-sign-ins-redis.ts).
 */
export interface FailedSignInLimit {
  /**
   * Admits and counts an attempt to sign in as `login`; throws (or rejects with) TooManyRequests
   * (429, with the wait in seconds) when that name has used up its failures in the window.
   */
  begin(login: string): SignInAttempt | Promise<SignInAttempt>;
}

/** The key of a sign-in name: its lower case, hashed (a name can be as long as the body allows). */
export const signInNameKey = (login: string): string =>
  createHash('sha256').update(login.toLowerCase()).digest('base64url');

/** The refusal of an attempt, `waitMs` before the oldest counted failure leaves the window. */
export function tooManyFailedSignIns(waitMs: number): TooManyRequests {
  const waitS = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(waitS / 60);
  return new TooManyRequests(
    `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    waitS,
  );
}

/** Options for tests; production uses the constants above and the wall clock. */
export interface FailedSignInsOptions {
  max?: number;
  windowMs?: number;
  namesTracked?: number;
  /** Clock in ms. */
  now?: () => number;
}

/**
 * The per-account limit on failed sign-ins (docs/decisions/0008). Counts are kept per sign-in name
 * as typed (lower-cased: a username or an e-mail), whether or not an account has that name, so the
 * limit behaves the same for unknown names and reveals nothing about which exist; an account is thus
 * reachable under two names (2 × {@link MAX_FAILED_SIGN_INS} per window at most).
 *
 * Kept in this process's memory (an LRU, `lru-cache`): state is lost on restart and not shared
 * between instances. With `REDIS_URL` set, failed-sign-ins-redis.ts counts in Redis instead and
 * falls back to this one while Redis fails (docs/decisions/0036).
 *
 * An attempt is counted when it starts, not when it fails, so parallel requests cannot slip past
 * the limit while their passwords are being verified; a right password releases its own attempt
 * but never earlier failures, so the account's rightful owner signing in does not give an attacker
 * a fresh allowance.
 */
export class FailedSignIns implements FailedSignInLimit {
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  /** Start times (ms) of the counted attempts of each name, oldest first. */
  private readonly attempts: LRUCache<string, number[]>;

  constructor(options: FailedSignInsOptions = {}) {
    this.max = options.max ?? MAX_FAILED_SIGN_INS;
    this.windowMs = options.windowMs ?? FAILED_SIGN_IN_WINDOW_MS;
    this.now = options.now ?? Date.now;
    // The TTL only frees memory: a name untouched for a whole window has nothing left to count.
    this.attempts = new LRUCache({
      max: options.namesTracked ?? FAILED_SIGN_IN_NAMES_TRACKED,
      ttl: this.windowMs,
    });
  }

  /**
   * Admits and counts an attempt to sign in as `login`. Throws TooManyRequests (429, with the wait
   * in seconds) when that name already has {@link MAX_FAILED_SIGN_INS} counted attempts in the
   * window, before any password is checked.
   */
  begin(login: string): SignInAttempt {
    // Hashed: a name can be as long as the body allows, the key stays 43 characters.
    const key = signInNameKey(login);
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.max) {
      this.attempts.set(key, recent, { noUpdateTTL: true });
      throw tooManyFailedSignIns(recent[0]! + this.windowMs - now);
    }
    recent.push(now);
    this.attempts.set(key, recent);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const list = this.attempts.get(key);
        const index = list?.indexOf(now) ?? -1;
        if (index >= 0) list!.splice(index, 1);
      },
    };
  }
}
