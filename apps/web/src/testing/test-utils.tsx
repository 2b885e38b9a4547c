import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { sessionStore } from '../lib/session-store.ts';

// Lazy routes load their chunk on first use; on a busy 2-core CI machine that can take more than
// Testing Library's default 1 s for findBy*, so wait up to 5 s (a test that passes stays fast).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling (ScrollRestoration) is a no-op here.
window.scrollTo = () => {};

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  sessionStore.set(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A JSON `Response` as the API would send it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * An API error `Response` in the spec's shape (spec §8: `{statusCode, message, …}`): `status`,
 * its `message`, then `extra` fields (`error`, `data` with the validation lines).
 */
export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return jsonResponse(status, { statusCode: status, message, ...extra });
}

/** A signed-in session for tests; the token is an unsigned JWT that expires in an hour. */
export function testSession(user: Partial<SessionResponse['user']> = {}, token = jwt(3600)): SessionResponse {
  return {
    token,
    refresh_token: 'refresh-1',
    user: {
      id: 7,
      username: 'mapper7',
      email: 'mapper7@example.com',
      admin: false,
      avatar_filename: null,
      avatar_url: null,
      created_at: '2026-01-01T00:00:00.000Z',
      ...user,
    },
  };
}

/** An unsigned JWT whose `exp` lies `inSeconds` from now (negative: already expired). */
export function jwt(inSeconds: number, sub = 'x'): string {
  const b64 = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'none' })}.${b64({ sub, exp: Math.floor(Date.now() / 1000) + inSeconds })}.sig`;
}

/**
 * Renders `routes` in a memory router inside the app's providers (theme, a retry-less QueryClient,
 * snackbars, session upkeep), starting at `path`.
 */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const utils = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}
