import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantStore } from '../../features/auth/sign-in-grant.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../testing/test-utils.tsx';
import { routes } from '../router.tsx';

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function stubApi(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    return handler(url, init) ?? jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  grantStore.set(null);
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('third-party sign-in pages (spec §2 "Sign-in with a third party")', { timeout: 20_000 }, () => {
  it('shows a button only for the providers the site offers, linking to their start', async () => {
    stubApi((url) =>
      url.pathname === '/api/auth/providers'
        ? jsonResponse(200, { providers: ['discord', 'steam'] })
        : undefined,
    );
    renderRoutes(routes, '/login?redirect=/beatmaps');
    const discord = await screen.findByRole('link', { name: 'Sign in with Discord' }, { timeout: 10_000 });
    expect(discord.getAttribute('href')).toBe('/api/auth/discord/start?redirect=%2Fbeatmaps');
    expect(screen.getByRole('link', { name: 'Sign in with Steam' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with Twitch' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in with Meta' })).toBeNull();
  });

  it('/user/register: prefilled from the provider, rules shown, creates the account with the grant', async () => {
    grantStore.set({
      grant: 'g-123',
      provider: 'twitch',
      display_name: 'TwitchPlayer',
      suggested_username: 'twitchplayer',
      redirect: '/',
    });
    const session = testSession();
    const fetch = stubApi((url) => {
      if (url.pathname === '/api/auth/register-identity') return jsonResponse(201, session);
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
      return undefined;
    });
    renderRoutes(routes, '/user/register');
    const field = (await screen.findByRole('textbox', { name: 'Username' })) as HTMLInputElement;
    expect(field.value).toBe('twitchplayer');
    expect(screen.getByText(/3-32 characters: letters, digits, _, - and \./)).toBeTruthy();
    expect(screen.getByText(/You signed in with Twitch as TwitchPlayer/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'my_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sessionStore.get()?.token).toBe(session.token));
    const call = fetch.mock.calls.find(([u]) => String(u).endsWith('/api/auth/register-identity'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ grant: 'g-123', username: 'my_name' });
    expect(grantStore.get()).toBeNull();
  });

  it('/user/register without a pending sign-in opens registration, keeping where to go after', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(routes, '/user/register?redirect=/beatmaps');
    expect(await screen.findByRole('form', { name: 'Create account' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Create account', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('register');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/beatmaps');
  });

  it('Linked accounts: lists each offered provider and shows why the last way in cannot be unlinked', async () => {
    sessionStore.set(testSession());
    stubApi((url, init) => {
      if (url.pathname === '/api/auth/providers')
        return jsonResponse(200, { providers: ['discord', 'twitch'] });
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      // The rest of the settings page (features/profile) around the Linked accounts section.
      if (url.pathname === '/api/user/profile')
        return jsonResponse(200, { ...testSession().user, has_password: false });
      if (url.pathname === '/api/user/tokens') return jsonResponse(200, { data: [] });
      if (url.pathname === '/api/user/identities')
        return jsonResponse(200, {
          identities: [
            { provider: 'discord', display_name: 'Disco', created_at: '2026-01-01T00:00:00.000Z' },
          ],
          has_password: false,
        });
      if (url.pathname === '/api/user/identities/discord' && init?.method === 'DELETE')
        return jsonResponse(409, {
          statusCode: 409,
          message: 'You cannot unlink Discord: it is the only way to sign in to this account.',
        });
      return undefined;
    });
    renderRoutes(routes, '/user/profile');
    expect(await screen.findByText('Linked as Disco')).toBeTruthy();
    expect(screen.getByText('Not linked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Twitch' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Discord' }));
    expect(await screen.findByText(/it is the only way to sign in/)).toBeTruthy();
  });
});
