import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { hashOf, playlistFixture } from '../testing/playlist-fixture.ts';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });

// The pages are lazy routes: the first render of each compiles its chunk, which is slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

describe('/playlists/{id}', () => {
  it('shows the songs, linking those on Synthhub and marking the others "Not on Synthhub"', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/playlists/5'
        ? jsonResponse(200, playlistFixture({ published: true }))
        : undefined,
    );
    renderRoutes(routes, '/playlists/5');
    expect(await screen.findByRole('heading', { name: 'warm up' }, { timeout: 8000 })).toBeTruthy();
    const songs = within(screen.getByRole('list', { name: 'Songs' })).getAllByRole('listitem');
    expect(songs).toHaveLength(2);
    expect(within(songs[0]!).getByRole('link', { name: 'Shelter' }).getAttribute('href')).toBe(
      '/beatmaps/41',
    );
    expect(within(songs[1]!).queryByRole('link')).toBeNull();
    expect(within(songs[1]!).getByText('Not on Synthhub')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('shows the error page for a playlist that is not there', async () => {
    stubApi(() => jsonResponse(404, { statusCode: 404, message: 'Playlist 9 was not found.' }));
    renderRoutes(routes, '/playlists/9');
    expect(await screen.findByText('Playlist 9 was not found.', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('/playlists', () => {
  it('lists playlist cards with owner and song count', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/playlists'
        ? jsonResponse(
            200,
            page([playlistFixture({ published: true, published_at: '2026-01-02T00:00:00.000Z' })]),
          )
        : undefined,
    );
    renderRoutes(routes, '/playlists');
    const card = await screen.findByRole('article', { name: 'warm up' }, { timeout: 8000 });
    expect(within(card).getByText('by mapper7')).toBeTruthy();
    expect(within(card).getByText('2 songs')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'warm up' }).getAttribute('href')).toBe('/playlists/5');
  });
});

describe('/playlists search and sort', () => {
  it('sends the term and sort from the URL; typing a new term updates both', async () => {
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/playlists'
        ? jsonResponse(200, page([playlistFixture({ published: true })]))
        : undefined,
    );
    const { router } = renderRoutes(routes, '/playlists/browse?sort=rating');
    await screen.findByRole('article', { name: 'warm up' }, { timeout: 8000 });
    expect(document.title).toBe('Browse Playlists · Synthhub');
    const lists = () => calls.filter((c) => c.url.pathname === '/api/playlists');
    expect(lists()[0]?.url.searchParams.get('sort')).toBe('rating,DESC');
    expect(lists()[0]?.url.searchParams.has('s')).toBe(false);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search playlists' }), 'warm{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&q=warm'));
    await waitFor(() =>
      expect(JSON.parse(lists().at(-1)?.url.searchParams.get('s') ?? '{}')).toEqual({
        $or: [{ name: { $contL: 'warm' } }, { 'user.username': { $contL: 'warm' } }],
      }),
    );
    expect(router.state.location.pathname).toBe('/playlists/browse');
  });
});

describe('/playlists/edit/{id}', () => {
  it('shows each validation message and blocks Save until it is fixed', async () => {
    sessionStore.set(testSession());
    stubApi(({ url }) =>
      url.pathname === '/api/playlists/5' ? jsonResponse(200, playlistFixture()) : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/playlists/edit/5');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await user.clear(name);
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.click(name);
    await user.paste('x'.repeat(65));
    expect(await screen.findByText('At most 64 characters')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(name);
    await user.type(name, 'Fine');
    const top = screen.getByRole('textbox', { name: 'Gradient top' });
    await user.clear(top);
    await user.type(top, 'red');
    expect(await screen.findByText('Must be a colour like #FF00AA')).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(top);
    await user.type(top, '#123456');
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('reorders, removes and adds songs, then saves fields and songs', async () => {
    sessionStore.set(testSession());
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/api/playlists/5' && method === 'GET')
        return jsonResponse(200, playlistFixture());
      if (url.pathname === '/api/playlists/5') return jsonResponse(200, playlistFixture({ name: 'Renamed' }));
      if (url.pathname === '/api/playlists/5/items')
        return jsonResponse(200, playlistFixture({ name: 'Renamed' }));
      if (url.pathname === '/api/beatmaps') return jsonResponse(200, page([]));
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/playlists/edit/5');
    await user.click(await screen.findByRole('button', { name: 'Move "Eden" up' }, { timeout: 8000 }));
    await user.click(screen.getByRole('button', { name: 'Remove "Shelter"' }));
    await user.click(screen.getByRole('textbox', { name: 'Beatmap id, link or hash' }));
    await user.paste(hashOf(3));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Looked up on save')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Playlist saved!');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Renamed',
      description: 'new playlist',
      gradientTop: '#24491F',
    });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ items: [{ hash: hashOf(2) }, { hash: hashOf(3) }] });
  });

  it('creates a new playlist on /playlists/edit/new, then moves to its edit URL', async () => {
    sessionStore.set(testSession());
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/api/playlists' && method === 'POST') return jsonResponse(201, { id: 77 });
      if (url.pathname === '/api/playlists/77/items')
        return jsonResponse(200, playlistFixture({ id: 77, name: 'Road Trip', items: [] }));
      if (url.pathname === '/api/playlists/77')
        return jsonResponse(200, playlistFixture({ id: 77, name: 'Road Trip' }));
      if (url.pathname === '/api/beatmaps/12')
        return jsonResponse(200, beatmapFixture({ id: 12, title: 'Twelve' }));
      if (url.pathname === '/api/beatmaps') return jsonResponse(200, page([]));
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/playlists/edit/new');
    expect(await screen.findByRole('heading', { name: 'New Playlist' }, { timeout: 8000 })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: /Upload cover/ }) as HTMLElement).getAttribute('aria-disabled'),
    ).toBe('true');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Road Trip');
    await user.type(screen.getByRole('textbox', { name: 'Beatmap id, link or hash' }), '12{Enter}');
    expect(await screen.findByText('Twelve')).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists/edit/77'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Road Trip',
      published: false,
    });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ items: [{ beatmap_id: 12 }] });
  });
});
