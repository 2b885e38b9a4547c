import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OnlineSource } from '../../lib/use-online-status.ts';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner.tsx';
import '../../testing/test-utils.tsx';

/** A window whose connection the test switches, firing `online` / `offline` as a browser does. */
function fakeConnection(onLine: boolean) {
  const target = new EventTarget();
  const source = {
    navigator: { onLine },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  const go = (online: boolean) =>
    act(() => {
      source.navigator.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  return { source: source as unknown as OnlineSource, go };
}

describe('OfflineBanner (spec §4 Connectivity)', () => {
  it('follows the online and offline events', () => {
    const connection = fakeConnection(true);
    render(<OfflineBanner source={connection.source} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    connection.go(false);
    expect(status.textContent).toBe(OFFLINE_TEXT);
    expect(OFFLINE_TEXT).toBe('You are offline. Showing pages saved on this device.');
    connection.go(true);
    expect(status.textContent).toBe('');
  });

  it('shows at once on a page opened offline', () => {
    render(<OfflineBanner source={fakeConnection(false).source} />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
  });
});
