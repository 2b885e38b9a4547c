import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { sessionStore } from '../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../testing/test-utils.tsx';
import { routes } from './router.tsx';
import { RouteError } from './routes/route-error.tsx';
import { CHUNK_RELOAD_KEY } from '../lib/chunk-reload.ts';

function stubApi(handler: (path: string, init?: RequestInit) => Response | undefined) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return (
      handler(url.pathname + url.search, init) ?? jsonResponse(404, { statusCode: 404, message: 'Not found' })
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

// The app bar's menus and the search dialog are lazy chunks (docs/decisions/0025): loaded (and so
// transformed) once here, so the findBy timeouts below measure the page, not a module's first transform.
beforeAll(async () => {
  await Promise.all([
    import('./layout/user-menu.tsx'),
    import('./layout/upload-menu.tsx'),
    import('./layout/device-menu.tsx'),
    import('./layout/transfers-button.tsx'),
    import('../features/notifications/components/notification-bell.tsx'),
    import('../features/search/components/search-dialog.tsx'),
  ]);
});

describe('the 404 page', () => {
  it('shows the status, the heading, the message and Go Home for an unknown route', async () => {
    stubApi(() => undefined);
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oopsie Woopsies!' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    // The shell stays around the error page.
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy' })).toBeTruthy();
  });

  it("shows the server's message when a beatmap is not found", async () => {
    stubApi((path) =>
      path === '/api/beatmaps/5'
        ? jsonResponse(404, { statusCode: 404, message: 'Beatmap 5 was not found' })
        : undefined,
    );
    renderRoutes(routes, '/beatmaps/5');
    expect(await screen.findByText('Beatmap 5 was not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oopsie Woopsies!' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('Go Home leads home', async () => {
    stubApi((path) =>
      path.startsWith('/api/beatmaps')
        ? jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 })
        : undefined,
    );
    const { router } = renderRoutes(routes, '/nope');
    await userEvent.click(await screen.findByRole('link', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { name: 'Custom songs, stages and avatars for Synth Riders' }),
    ).toBeTruthy();
  });
});

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

describe('the route error boundary', () => {
  it('uses the status and message of an API error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      {
        path: '/',
        element: <Thrower error={new ApiError(403, 'Unauthorized')} />,
        errorElement: <RouteError />,
      },
    ]);
    expect(await screen.findByText('403')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
  });

  it('answers 500 without leaking the message of a programming error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      {
        path: '/',
        element: <Thrower error={new TypeError('x is undefined')} />,
        errorElement: <RouteError />,
      },
    ]);
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oopsie Woopsies!' })).toBeTruthy();
    expect(screen.queryByText(/x is undefined/)).toBeNull();
  });

  it('shows a chunk that is still missing after the reload of the last minute (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000));
    const missing = new TypeError('Failed to fetch dynamically imported module: /assets/privacy-1a.js');
    renderRoutes([{ path: '/', element: <Thrower error={missing} />, errorElement: <RouteError /> }]);
    // with the reason and a Reload button (docs/decisions/0048)
    expect(await screen.findByRole('heading', { name: 'Synthhub could not load — reload' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('/assets/privacy-1a.js');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    sessionStorage.clear();
  });
});

describe('signed-in routes', () => {
  it('send visitors to /login with a redirect back, and return there after signing in', async () => {
    const session = testSession();
    stubApi((path) => {
      if (path === '/api/auth/login') return jsonResponse(200, session);
      if (path === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (path === '/api/beatmaps/9')
        return jsonResponse(404, { statusCode: 404, message: 'Beatmap 9 was not found' });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/beatmaps/edit/9');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or e-mail'), 'mapper7');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/beatmaps/edit/9')}`);
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Beatmap 9 was not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/beatmaps/edit/9');
    expect(sessionStore.get()?.refresh_token).toBe(session.refresh_token);
  });

  it('shows a wrong password inline', async () => {
    stubApi((path) =>
      path === '/api/auth/login'
        ? jsonResponse(401, { statusCode: 401, message: 'Wrong username or password' })
        : undefined,
    );
    renderRoutes(routes, '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or e-mail'), 'mapper7');
    await user.type(screen.getByLabelText('Password'), 'nope nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong username or password');
    expect(sessionStore.get()).toBeNull();
  });
});
