import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { listResponse, stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';

/**
 * `/admin/events/{id}` (spec §2 Admin area): the event with its live tallies, and "Close voting",
 * which asks first and then calls `POST /api/admin/events/{id}/close`.
 */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const beatmap = (id: number, title: string) => ({
  id,
  title,
  artist: 'Neon Tigers',
  mapper: 'Tempo',
  user: { id: 2, username: 'tempo' },
});
const event = (state: 'open' | 'closed') => ({
  id: 1,
  title: 'Best of 2023',
  slug: 'best-of-2023',
  description: 'Rank your favourites',
  published: true,
  featured: true,
  voting_start_date: '2026-11-19T13:46:00.000Z',
  voting_end_date: state === 'open' ? '2026-12-26T13:46:00.000Z' : '2026-11-26T14:00:00.000Z',
  voting_state: state,
  voter_count: 17,
  categories: [
    {
      id: 5,
      name: 'Map of the year',
      position: 0,
      beatmaps: [beatmap(6, 'Dream Shadow')],
      results: [{ beatmap_id: 6, rank: 1, points: 94, voters: 17, first_places: 1 }],
    },
  ],
});

describe('/admin/events/{id}', () => {
  it('shows the live tally and closes voting after confirmation', async () => {
    const session = testSession({ admin: true });
    sessionStore.set(session);
    const calls: { path: string; method: string }[] = [];
    stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ path: url.pathname, method });
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (url.pathname === '/api/admin/events/1' && method === 'GET') return jsonResponse(200, event('open'));
      if (url.pathname === '/api/admin/events/1/close' && method === 'POST')
        return jsonResponse(200, event('closed'));
      if (url.pathname === '/api/admin/audit') return listResponse([]);
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/events/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best of 2023' }, { timeout: 5000 }),
    ).toBeTruthy();
    const candidates = screen.getByRole('list', { name: 'Candidates in Map of the year' });
    expect(within(candidates).getByText('#1 Neon Tigers - Dream Shadow')).toBeTruthy();
    expect(within(candidates).getByText(/94 points · 17 voters · 1 first place/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Close voting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close voting for "Best of 2023" now?' });
    expect(calls.some((c) => c.path.endsWith('/close'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close voting' }));
    expect(await screen.findByText('Voting closed')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/admin/events/1/close' && c.method === 'POST')).toHaveLength(
      1,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Close voting' }).hasAttribute('disabled')).toBe(true),
    );
  });
});
