import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../testing/test-utils.tsx';
import { AppLayout } from './app-layout.tsx';
import { SEARCH_TITLE } from './search-button.tsx';

function setup(session: ReturnType<typeof testSession> | null = null) {
  if (session) sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/auth/user' && session) return jsonResponse(200, { user: session.user });
    if (path === '/api/auth/logout') return jsonResponse(204, null);
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes([
    {
      path: '/',
      element: <AppLayout />,
      children: [
        { index: true, element: <p>Home page</p> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
    },
  ]);
  return { ...utils, fetch, user: userEvent.setup() };
}

// The app bar's menus and the search dialog are lazy chunks (docs/decisions/0025): loaded (and so
// transformed) once here, so the findBy timeouts below measure the page, not a module's first transform.
beforeAll(async () => {
  await Promise.all([
    import('./user-menu.tsx'),
    import('./upload-menu.tsx'),
    import('./device-menu.tsx'),
    import('./transfers-button.tsx'),
    import('../../features/notifications/components/notification-bell.tsx'),
    import('../../features/search/components/search-dialog.tsx'),
  ]);
});

describe('AppLayout', () => {
  it('has every sidebar section and item of spec §1, external ones opening a new tab', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const section of ['BEATMAPS', 'MODS', 'MODELS', 'COMMUNITY'])
      expect(within(nav).getByText(section)).toBeTruthy();
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent?.replace('(opens in a new tab)', '').trim(), a.getAttribute('href')]),
    );
    expect(hrefs).toMatchObject({
      'Custom Songs': '/beatmaps',
      Recent: '/beatmaps/recent',
      Playlists: '/playlists',
      Mappers: '/beatmaps/mappers',
      Leaderboards: '/leaderboards',
      Rankings: '/rankings',
      Downloader: '/beatmaps/downloader',
      'Released Mods': '/mods',
      Avatars: '/models/avatars',
      Stages: '/models/stages',
      Donate: '/donate',
      News: '/news/official',
      'Chartathon Archive': '/archive/chartathon',
    });
    expect(hrefs['NoodleManagerXLatest release']).toMatch(
      /^https:\/\/github\.com\/tommaier123\/NoodleManagerX/,
    );
    for (const name of [/Discord/, /Ideas/, /Wiki/, /Store/, /MelonLoader/]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    expect(hrefs['My Downloads']).toBeUndefined();
  });

  it('signed in, the sidebar also links My Downloads', async () => {
    const { user } = setup(testSession());
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Downloads' }).getAttribute('href')).toBe(
      '/beatmaps/downloads',
    );
  });

  it('signed out: search and a Login button', async () => {
    setup();
    expect(await screen.findByRole('button', { name: SEARCH_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
  });

  it('signed in: the user menu has no Admin entry for a regular user', async () => {
    const { user } = setup(testSession());
    await user.click(await screen.findByRole('button', { name: 'Account menu for mapper7' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['My Profile', 'My Uploads', 'Profile Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' }).getAttribute('href')).toBe(
      '/profile/mapper7',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Uploads' }).getAttribute('href')).toBe(
      '/user/uploads',
    );
  });

  it('signed in as admin: Admin leads to /admin', async () => {
    const { user } = setup(testSession({ admin: true }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for mapper7' }));
    expect((await screen.findByRole('menuitem', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });

  it('Logout forgets the session, tells the server and goes home', async () => {
    const { user, router, fetch } = setup(testSession());
    await router.navigate('/somewhere');
    await user.click(await screen.findByRole('button', { name: 'Account menu for mapper7' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.get()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    const logout = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/auth/logout'));
    expect(JSON.parse(String(logout?.[1]?.body))).toEqual({ refresh_token: 'refresh-1' });
  });

  it('Upload → Beatmap opens the upload dialog', async () => {
    const { user } = setup(testSession());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Beatmap' }));
    expect(await screen.findByRole('dialog', { name: 'Upload New Beatmap File' })).toBeTruthy();
  });

  it('Ctrl+K opens the search dialog', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: SEARCH_TITLE });
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
  });
});
