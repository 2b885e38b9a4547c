import { act, render, renderHook, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Delayed } from '../components/delayed.tsx';
import { FETCH_INDICATOR_DELAY_MS, useDelayedFlag } from './use-delayed-flag.ts';
import '../testing/test-utils.tsx';

describe('useDelayedFlag (spec §9: fetch indicator minimum display delay 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false until the delay has passed since mounting, then true', () => {
    expect(FETCH_INDICATOR_DELAY_MS).toBe(200);
    const { result } = renderHook(() => useDelayedFlag());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(FETCH_INDICATOR_DELAY_MS - 1));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never shows a loading state that ends before the delay', () => {
    const seen: boolean[] = [];
    function Probe() {
      const shown = useDelayedFlag(100);
      seen.push(shown);
      return null;
    }
    const { unmount } = render(<Probe />);
    act(() => vi.advanceTimersByTime(99));
    unmount();
    act(() => vi.advanceTimersByTime(500));
    expect(seen.every((shown) => !shown)).toBe(true);
  });

  it('Delayed shows its children only after the delay', () => {
    render(
      <Delayed>
        <p>Loading things</p>
      </Delayed>,
    );
    expect(screen.queryByText('Loading things')).toBeNull();
    act(() => vi.advanceTimersByTime(FETCH_INDICATOR_DELAY_MS));
    expect(screen.getByText('Loading things')).toBeTruthy();
  });
});

describe('Delayed on a server-rendered page (docs/decisions/0029)', () => {
  it('is drawn by the server and kept as it is when the app adopts the page', async () => {
    const page = (
      <Delayed>
        <p>Loading beatmaps</p>
      </Delayed>
    );
    const html = renderToString(page);
    expect(html).toContain('Loading beatmaps');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(container.textContent).toBe('Loading beatmaps');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
