import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StartAppUpdates } from '../../lib/use-app-update.ts';
import { UPDATE_BANNER_TEXT, UpdateBanner } from './update-banner.tsx';
import '../../testing/test-utils.tsx';

/** A service worker the test drives: `announce()` plays a new version being installed and waiting. */
function fakeUpdates() {
  const refresh = vi.fn();
  const stop = vi.fn();
  let announce: () => void = () => {};
  const start: StartAppUpdates = async (onNeedRefresh) => {
    announce = onNeedRefresh;
    return { refresh, stop };
  };
  return { start, refresh, stop, announce: () => act(() => announce()) };
}

describe('UpdateBanner (spec §1, §4)', () => {
  it('shows nothing until a new version waits, then the text and Refresh', async () => {
    const updates = fakeUpdates();
    render(<UpdateBanner start={updates.start} />);
    await act(async () => {});
    expect(screen.queryByText(UPDATE_BANNER_TEXT)).toBeNull();
    updates.announce();
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('An update is available. Please refresh the page!');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('Refresh (by keyboard too) switches to the new version', async () => {
    const updates = fakeUpdates();
    render(<UpdateBanner start={updates.start} />);
    await act(async () => {});
    updates.announce();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Refresh' }));
    await user.keyboard('{Enter}');
    expect(updates.refresh).toHaveBeenCalledTimes(1);
  });

  it('stops watching when it goes away', async () => {
    const updates = fakeUpdates();
    const { unmount } = render(<UpdateBanner start={updates.start} />);
    await act(async () => {});
    unmount();
    expect(updates.stop).toHaveBeenCalledTimes(1);
  });
});
