import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { UserLeaderboardProfile, type UserLeaderboardProfileProps } from './user-leaderboard-profile.tsx';

afterEach(() => {
  cleanup();
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const ACCOUNT = { id: 12, username: 'rider12', deleted_at: null };
const STANDALONE = {
  id: 88,
  name: 'SteamRider',
  user_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  user: null,
};

/** Renders the block; the profile search answers STANDALONE, the PUT answers the profile after. */
function setup(props: UserLeaderboardProfileProps) {
  sessionStore.set(testSession({ admin: true }));
  const puts: { url: string; body: unknown }[] = [];
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { user_id: number | null };
        puts.push({ url: url.pathname, body });
        return jsonResponse(200, { ...STANDALONE, user_id: body.user_id });
      }
      if (url.pathname === '/api/leaderboard-profiles') {
        searches.push(url.searchParams);
        return jsonResponse(200, { data: [STANDALONE], count: 1, total: 1, page: 1, pageCount: 1 });
      }
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      return jsonResponse(404, { statusCode: 404, message: `no ${url.pathname}` });
    }),
  );
  renderRoutes([{ path: '/', element: <UserLeaderboardProfile {...props} /> }]);
  return { puts, searches, user: userEvent.setup() };
}

describe('UserLeaderboardProfile (docs/decisions/0054 "Accounts own profiles")', { timeout: 30_000 }, () => {
  it('finds a profile by name and links it to the account after asking', async () => {
    const { puts, searches, user } = setup({ user: ACCOUNT, profile: null });
    expect(screen.getByText(/No leaderboard profile/)).toBeTruthy();
    await user.type(screen.getByRole('combobox', { name: 'Link a leaderboard profile' }), 'steam');
    const option = await screen.findByRole('option', { name: 'SteamRider (#88)' });
    expect(JSON.parse(searches.at(-1)!.get('s')!)).toEqual({ name: { $contL: 'steam' } });
    await user.click(option);
    const dialog = await screen.findByRole('dialog', { name: 'Link SteamRider to rider12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() =>
      expect(puts).toEqual([{ url: '/api/admin/leaderboard-profiles/88/user', body: { user_id: 12 } }]),
    );
    expect(await screen.findByText('SteamRider is linked to rider12')).toBeTruthy();
  });

  it('searches by id too, and unlinks the linked profile after asking', async () => {
    const first = setup({ user: ACCOUNT, profile: null });
    await first.user.type(screen.getByRole('combobox', { name: 'Link a leaderboard profile' }), '88');
    await screen.findByRole('option', { name: 'SteamRider (#88)' });
    expect(JSON.parse(first.searches.at(-1)!.get('s')!)).toEqual({
      $or: [{ id: 88 }, { name: { $contL: '88' } }],
    });
    cleanup();

    const { puts, user } = setup({ user: ACCOUNT, profile: { id: 88, name: 'SteamRider' } });
    expect(screen.getByRole('link', { name: 'SteamRider' }).getAttribute('href')).toBe(
      '/leaderboards/profile/88',
    );
    await user.click(screen.getByRole('button', { name: 'Unlink' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlink SteamRider from rider12?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(puts).toEqual([{ url: '/api/admin/leaderboard-profiles/88/user', body: { user_id: null } }]),
    );
  });

  it('offers no change on a deleted account', () => {
    setup({
      user: { ...ACCOUNT, deleted_at: '2026-02-01T00:00:00.000Z' },
      profile: { id: 88, name: 'SteamRider' },
    });
    expect(screen.queryByRole('button', { name: 'Unlink' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
