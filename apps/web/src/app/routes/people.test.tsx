import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { beatmapFixture } from '../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes, testSession } from '../../testing/test-utils.tsx';
import { routes } from '../router.tsx';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });
const dubu = {
  id: 3,
  username: 'Dubu',
  admin: false,
  avatar_filename: null,
  avatar_url: null,
  created_at: '2024-05-01T00:00:00.000Z',
};

function stubApi(handler: (url: URL) => Response | undefined) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url) ?? jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('profile pages (spec §2 /profile)', () => {
  it('shows the user and their published beatmaps in the Beatmaps tab', async () => {
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/users/Dubu') return jsonResponse(200, { user: dubu });
      if (url.pathname === '/api/beatmaps')
        return jsonResponse(200, page([beatmapFixture({ id: 41, title: 'Han Solo' })]));
      return undefined;
    });
    renderRoutes(routes, '/profile/Dubu');
    expect(await screen.findByRole('heading', { name: 'Dubu' })).toBeTruthy();
    expect(await screen.findByText(/Han Solo/)).toBeTruthy();
    const listCall = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/api/beatmaps');
    expect(listCall?.searchParams.get('user_id')).toBe('3');
    expect(listCall?.searchParams.get('drafts')).toBeNull();
    const tab = screen.getByRole('tab', { name: 'Leaderboards' });
    expect(tab.getAttribute('href')).toBe('/profile/Dubu/leaderboards');
  });

  it('shows the 404 page with the server message for an unknown user', async () => {
    stubApi((url) =>
      url.pathname === '/api/users/ghost'
        ? jsonResponse(404, { statusCode: 404, message: 'No user is called ghost.' })
        : undefined,
    );
    renderRoutes(routes, '/profile/ghost');
    expect(await screen.findByRole('heading', { name: 'Oopsie Woopsies!' })).toBeTruthy();
    expect(screen.getByText('No user is called ghost.')).toBeTruthy();
  });
});

describe('My Uploads (spec §2 /user/uploads)', () => {
  it('lists the signed-in user’s beatmaps with drafts and Edit links', async () => {
    sessionStore.set(testSession());
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/beatmaps') {
        return jsonResponse(200, page([beatmapFixture({ id: 9, title: 'Secret Draft', published: false })]));
      }
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      return undefined;
    });
    renderRoutes(routes, '/user/uploads');
    expect(await screen.findByRole('heading', { name: 'My Uploads' })).toBeTruthy();
    const edit = await screen.findByRole('link', { name: /Edit .*Secret Draft/ });
    expect(edit.getAttribute('href')).toBe('/beatmaps/edit/9');
    expect(screen.getByText('Draft')).toBeTruthy();
    const listCall = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/api/beatmaps');
    expect(listCall?.searchParams.get('drafts')).toBe('true');
    expect(listCall?.searchParams.get('user_id')).toBe('7');
  });

  it('sends visitors to /login', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(routes, '/user/beatmaps');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
