import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../testing/test-utils.tsx';
import { PROGRESS_THROTTLE_MS, useThrottledProgress } from './progress-bar.tsx';

describe('useThrottledProgress (spec §9: throttle 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for work shorter than the throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useThrottledProgress(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 50));
    expect(result.current).toBeNull();
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBeNull();
  });

  it('shows after the throttle, creeps forward, completes and hides', () => {
    const { result, rerender } = renderHook(({ active }) => useThrottledProgress(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(PROGRESS_THROTTLE_MS));
    const first = result.current ?? 0;
    expect(first).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBeGreaterThan(first);
    expect(result.current).toBeLessThan(100);
    rerender({ active: false });
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeNull();
  });
});
