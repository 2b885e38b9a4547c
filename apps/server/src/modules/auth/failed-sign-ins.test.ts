import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '../../errors.ts';
import { FailedSignIns } from './failed-sign-ins.ts';

/** A store with a hand-moved clock (ms). */
function store(options: { max?: number; windowMs?: number; namesTracked?: number } = {}) {
  let now = 1_000_000;
  const failures = new FailedSignIns({ max: 3, windowMs: 60_000, ...options, now: () => now });
  return { failures, advance: (ms: number) => (now += ms) };
}

function refusal(run: () => unknown): TooManyRequests {
  try {
    run();
  } catch (error) {
    if (error instanceof TooManyRequests) return error;
    throw error;
  }
  throw new Error('expected a TooManyRequests');
}

describe('FailedSignIns', () => {
  it('refuses the attempt after max failures, saying how long to wait, until the oldest leaves the window', () => {
    const { failures, advance } = store();
    failures.begin('alice');
    advance(10_000);
    failures.begin('alice');
    failures.begin('ALICE'); // names are compared case-insensitively
    const error = refusal(() => failures.begin('Alice'));
    expect(error.statusCode).toBe(429);
    expect(error.retryAfterS).toBe(50);
    expect(error.message).toBe('Too many failed sign-ins for this account. Try again in 1 minute.');

    advance(50_000); // the first failure is now a full window old
    expect(() => failures.begin('alice')).not.toThrow();
    expect(() => failures.begin('alice')).toThrow(TooManyRequests);
  });

  it('does not count released attempts, and a release never frees earlier failures', () => {
    const { failures } = store();
    failures.begin('bob');
    failures.begin('bob');
    const right = failures.begin('bob');
    right.release();
    right.release(); // twice is still one release
    expect(() => failures.begin('bob')).not.toThrow();
    expect(() => failures.begin('bob')).toThrow(TooManyRequests);
  });

  it('counts each name on its own, however long', () => {
    const { failures } = store({ max: 1 });
    failures.begin('x'.repeat(100_000));
    expect(() => failures.begin('X'.repeat(100_000))).toThrow(TooManyRequests);
    expect(() => failures.begin('carol')).not.toThrow();
  });

  it('forgets the least recently failed names beyond namesTracked (memory bound)', () => {
    const { failures } = store({ max: 1, namesTracked: 2 });
    failures.begin('a');
    failures.begin('b');
    failures.begin('c');
    expect(() => failures.begin('a')).not.toThrow();
    expect(() => failures.begin('c')).toThrow(TooManyRequests);
  });
});
