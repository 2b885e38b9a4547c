import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationRefetch } from './use-notification-refetch.ts';

const MIN = 60_000;

describe('useNotificationRefetch (a 60 s check of the spec §9 rule)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000 * MIN }));
  afterEach(() => vi.useRealTimers());

  it('refetches at the first 60 s tick after the list is 5 minutes old, only while the user is active', () => {
    const target = new EventTarget();
    const refetch = vi.fn();
    const start = Date.now();
    renderHook(() => useNotificationRefetch({ enabled: true, lastFetchAt: start, refetch, target }));
    const input = () => target.dispatchEvent(new Event('pointermove'));

    for (let minute = 1; minute <= 4; minute++) {
      input();
      act(() => vi.advanceTimersByTime(MIN));
    }
    expect(refetch).not.toHaveBeenCalled();
    input();
    act(() => vi.advanceTimersByTime(MIN));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not refetch once the user has been idle for 300000 ms', () => {
    const target = new EventTarget();
    const refetch = vi.fn();
    renderHook(() => useNotificationRefetch({ enabled: true, lastFetchAt: Date.now(), refetch, target }));
    act(() => vi.advanceTimersByTime(10 * MIN));
    // From minute 5 on the list is old enough, but there was no input since the start: idle.
    expect(refetch).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    act(() => vi.advanceTimersByTime(MIN));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
