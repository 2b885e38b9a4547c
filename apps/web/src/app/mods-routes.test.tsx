import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { listResponse, stubApi } from '../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../testing/test-utils.tsx';
import { modFixture } from '../features/mods/testing/mod-fixture.ts';
import { routes } from './router.tsx';

vi.setConfig({ testTimeout: 30_000 });

describe('the mods routes (spec §2 /mods, /mods/{slug}, /mods/create, /mods/edit/{id?})', () => {
  it('send a visitor from /mods/create to /login with a redirect back', async () => {
    stubApi(() => undefined);
    const { router } = renderRoutes(routes, '/mods/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/mods/create')}`);
  });

  it('show the create form at /mods/create and /mods/edit, never a mod with the slug "create"', async () => {
    sessionStore.set(testSession());
    const calls = stubApi((call) => (call.url.pathname === '/api/mods' ? listResponse([]) : undefined));
    const { router } = renderRoutes(routes, '/mods/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'New mod' })).toBeTruthy();
    await router.navigate('/mods/edit');
    expect(await screen.findByRole('form', { name: 'New mod' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/mods/'))).toBe(false);
  });

  it('show /mods and a mod by slug to everyone', async () => {
    stubApi((call) => {
      if (call.url.pathname === '/api/mods') return listResponse([]);
      if (call.url.pathname === '/api/mods/some-mod')
        return jsonResponse(404, { statusCode: 404, message: 'Mod some-mod was not found.' });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/mods');
    expect(await screen.findByRole('heading', { level: 1, name: 'Released Mods' })).toBeTruthy();
    await router.navigate('/mods/some-mod');
    expect(await screen.findByText('Mod some-mod was not found.')).toBeTruthy();
  });

  it('list the signed-in user’s mods, drafts included, under My Uploads → Mods, but add no profile tab', async () => {
    sessionStore.set(testSession());
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/mods')
        return listResponse([
          modFixture({ id: 21, name: 'Secret Mod', slug: 'secret-mod', published: false }),
        ]);
      if (call.url.pathname === '/api/users/mapper7') return jsonResponse(200, { user: testSession().user });
      return undefined;
    });
    const { router } = renderRoutes(routes, '/user/uploads/mods');
    const list = await screen.findByRole('list', { name: 'My mods' });
    expect(within(list).getByText('Secret Mod')).toBeTruthy();
    expect(within(list).getByText('Draft')).toBeTruthy();
    expect(within(list).getByRole('link', { name: /Edit/ }).getAttribute('href')).toBe('/mods/edit/21');
    expect(screen.getByRole('tab', { name: 'Mods' }).getAttribute('href')).toBe('/user/uploads/mods');
    expect(calls.find((c) => c.url.pathname === '/api/mods')!.url.searchParams.get('mine')).toBe('1');

    await router.navigate('/profile/mapper7');
    expect(await screen.findByRole('heading', { level: 1, name: 'mapper7' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Beatmaps' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Mods' })).toBeNull();
  });
});
