import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../testing/test-utils.tsx';
import { AppLayout } from './app-layout.tsx';
import { SEARCH_TITLE } from './search-button.tsx';

function setup(session: ReturnType<typeof testSession> | null = null, external?: () => Response) {
  if (session) sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/site/external' && external) return external();
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
    expect(hrefs['NoodleManagerX']).toMatch(/^https:\/\/github\.com\/tommaier123\/NoodleManagerX/);
    for (const name of [/Discord/, /Ideas/, /Wiki/, /Store/, /MelonLoader/]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }
    expect(hrefs['My Downloads']).toBeUndefined();
  });

  it("shows the mod manager's latest release and the chat's online count (spec §1, §7 External)", async () => {
    const { user, fetch } = setup(null, () =>
      jsonResponse(200, {
        mod_manager: {
          tag_name: 'v9.8.7',
          html_url: 'https://github.test/releases/v9.8.7',
          download_url: null,
        },
        community: { presence_count: 1234, join_url: 'https://chat.test/join' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const manager = await within(nav).findByRole('link', { name: /NoodleManagerX/ });
    await waitFor(() => expect(manager.textContent).toContain('v9.8.7'));
    expect(manager.getAttribute('href')).toBe('https://github.test/releases/v9.8.7');
    const chat = within(nav).getByRole('link', { name: /Discord/ });
    expect(chat.textContent).toContain('1,234 online');
    expect(chat.getAttribute('href')).toBe('https://chat.test/join');
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/site/external'))).toHaveLength(1);
  });

  it.each([
    ['a 500 answer', () => jsonResponse(500, { statusCode: 500, message: 'boom' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')) as unknown as Response],
    ['both parts null', () => jsonResponse(200, { mod_manager: null, community: null })],
  ])('hides the version and the count on %s, the rest of the page working', async (_name, answer) => {
    const { user, fetch } = setup(null, answer);
    expect(await screen.findByText('Home page')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/site/external'))).toBe(true),
    );
    const manager = within(nav).getByRole('link', { name: /NoodleManagerX/ });
    expect(manager.textContent?.replace('(opens in a new tab)', '')).toBe('NoodleManagerX');
    expect(within(nav).getByRole('link', { name: /Discord/ }).textContent).not.toMatch(/online/);
    expect(within(nav).getByRole('link', { name: 'Custom Songs' }).getAttribute('href')).toBe('/beatmaps');
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
