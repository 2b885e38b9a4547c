import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { HeldScoresNotice } from './held-scores-notice.tsx';

// "Held for review" for the profile's owner (docs/decisions/0054 "Honest scores").
afterEach(() => sessionStore.set(null));

const HELD = {
  id: 77,
  leaderboard: { id: 31, song_name: 'Neon Skies', difficulty: 3, mode: 0 },
  modified_score: 95_000,
  accuracy: 99,
  created_at: '2026-12-07T10:00:00.000Z',
};

function setup(userId: number, answer: unknown[] = [HELD]) {
  const session = testSession({ id: 7 });
  sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/api/auth/user')
      ? jsonResponse(200, { user: session.user })
      : jsonResponse(200, answer),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/', element: <HeldScoresNotice userId={userId} /> }]);
  return () => fetch.mock.calls.filter(([url]) => String(url).includes('/api/scores/held'));
}

describe('HeldScoresNotice', () => {
  it('shows the owner their held scores with the board linked', async () => {
    setup(7);
    expect(await screen.findByText('One of your scores is held for review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Neon Skies (Expert, Rhythm)' }).getAttribute('href')).toBe(
      '/leaderboards/31',
    );
    expect(screen.getByText(/95,000 · 99\.0% · Dec 7, 2026/)).toBeTruthy();
  });

  it('asks nothing and shows nothing on someone else’s profile', async () => {
    const requests = setup(8);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests()).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing when nothing is held', async () => {
    const requests = setup(7, []);
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(screen.queryByText(/held for review/)).toBeNull();
  });
});
