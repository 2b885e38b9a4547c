import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { LeaderboardProfilePage } from './leaderboard-profile-page.tsx';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

function setup(data: unknown[] | undefined, path = '/leaderboards/profile/7') {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    data ? jsonResponse(200, page(data)) : jsonResponse(500, { statusCode: 500, message: 'Database down' }),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes([{ path: '/leaderboards/profile/:id', element: <LeaderboardProfilePage /> }], path);
  return fetch;
}

describe('/leaderboards/profile/{id}', () => {
  it('shows the profile, its linked user and the empty scores state', async () => {
    const fetch = setup([
      {
        id: 7,
        name: 'DubuVR',
        user_id: 3,
        created_at: '2026-01-01T00:00:00.000Z',
        user: { id: 3, username: 'Dubu', avatar_filename: null, avatar_url: null },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'DubuVR' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(screen.getByText('No scores yet.')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/api/leaderboard-profiles');
    expect(JSON.parse(url.searchParams.get('s') ?? '')).toEqual({ id: 7 });
    expect(url.searchParams.get('join')).toBe('user');
  });

  it('says when there is no such profile', async () => {
    setup([]);
    expect(await screen.findByText(/Leaderboard profile 7 was not found/)).toBeTruthy();
  });

  it('shows the error of a failed request', async () => {
    setup(undefined);
    expect(await screen.findByText(/Database down/)).toBeTruthy();
  });
});
