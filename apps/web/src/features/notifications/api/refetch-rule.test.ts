import { describe, expect, it } from 'vitest';
import { shouldRefetch } from './refetch-rule.ts';

const MIN = 60_000;

describe('shouldRefetch (spec §9 "Notification refetch", "Idle threshold")', () => {
  const now = 10_000 * MIN;
  it('refetches when the user gave input within 300000 ms and the last fetch is 5 minutes or more old', () => {
    expect(shouldRefetch({ now, lastFetchAt: now - 5 * MIN, lastInputAt: now - 1000 })).toBe(true);
    expect(shouldRefetch({ now, lastFetchAt: 0, lastInputAt: now - 299_999 })).toBe(true);
  });
  it('does not refetch a list fetched less than 5 minutes ago', () => {
    expect(shouldRefetch({ now, lastFetchAt: now - 5 * MIN + 1, lastInputAt: now })).toBe(false);
  });
  it('does not refetch for an idle user (no input for 300000 ms or more)', () => {
    expect(shouldRefetch({ now, lastFetchAt: now - 60 * MIN, lastInputAt: now - 300_000 })).toBe(false);
  });
});
