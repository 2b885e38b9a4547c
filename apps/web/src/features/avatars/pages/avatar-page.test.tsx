import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { avatarFixture } from '../testing/avatar-fixture.ts';
import { AvatarPage } from './avatar-page.tsx';
import { AvatarsPage } from './avatars-page.tsx';

function stub(routes: Record<string, Response | (() => Response)>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const answer = routes[path];
      if (answer) return typeof answer === 'function' ? answer() : answer.clone();
      if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
}

describe('AvatarPage', () => {
  it('shows name, authors, licence, the PC-only note, Download, and Edit for the uploader', async () => {
    sessionStore.set(testSession());
    stub({
      '/api/models/avatars/5': () => jsonResponse(200, avatarFixture({ description: 'Soft and fast' })),
    });
    renderRoutes([{ path: '/models/avatars/:id', element: <AvatarPage /> }], '/models/avatars/5');
    expect(await screen.findByRole('heading', { name: 'Neon Fox' })).toBeTruthy();
    expect(screen.getByText('by Kit, Ren')).toBeTruthy();
    expect(screen.getByText('Soft and fast')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VRM Public License 1.0' }).getAttribute('href')).toBe(
      'https://vrm.dev/licenses/1.0/',
    );
    expect(screen.getByText('Personal, non-profit only')).toBeTruthy();
    expect(screen.getByText(/PC VR version of Synth Riders only/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/models/avatars/edit/5');
  });

  it('lets the uploader download a draft: fetched with the token, saved under the server’s name', async () => {
    // One session: testSession() mints a new token each second.
    const session = testSession();
    sessionStore.set(session);
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = vi.fn(() => 'blob:avatar');
    URL.revokeObjectURL = vi.fn();
    let auth: string | null = null;
    stub({
      '/api/models/avatars/5': () =>
        jsonResponse(200, avatarFixture({ published: false, published_at: null })),
    });
    const base = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/api/models/avatars/5/download')) {
          auth = new Headers(init?.headers).get('Authorization');
          return new Response('glTF', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="5-Neon-Fox.vrm"' },
          });
        }
        return base(input, init);
      }),
    );
    renderRoutes([{ path: '/models/avatars/:id', element: <AvatarPage /> }], '/models/avatars/5');
    expect(await screen.findByText('Unpublished')).toBeTruthy();
    screen.getByRole('button', { name: 'Download' }).click();
    await vi.waitFor(() => expect(saved).toEqual([{ name: '5-Neon-Fox.vrm', href: 'blob:avatar' }]));
    expect(auth).toBe(`Bearer ${session.token}`);
  });

  it('hides Edit from others and shows the error page for a missing avatar', async () => {
    stub({
      '/api/models/avatars/5': () => jsonResponse(200, avatarFixture()),
      '/api/models/avatars/6': () =>
        jsonResponse(404, { statusCode: 404, message: 'Avatar 6 was not found.' }),
    });
    const { router } = renderRoutes(
      [{ path: '/models/avatars/:id', element: <AvatarPage /> }],
      '/models/avatars/5',
    );
    expect(await screen.findByRole('heading', { name: 'Neon Fox' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await router.navigate('/models/avatars/6');
    expect(await screen.findByText('Avatar 6 was not found.')).toBeTruthy();
  });
});

describe('AvatarsPage', () => {
  it('lists avatars as cards linking to their pages', async () => {
    const page = {
      data: [avatarFixture(), avatarFixture({ id: 6, name: 'Chrome Pilot', authors: [] })],
      count: 2,
      total: 2,
      page: 1,
      pageCount: 1,
    };
    stub({ '/api/models/avatars': () => jsonResponse(200, page) });
    renderRoutes([{ path: '/models/avatars', element: <AvatarsPage /> }], '/models/avatars');
    expect((await screen.findByRole('link', { name: 'Neon Fox' })).getAttribute('href')).toBe(
      '/models/avatars/5',
    );
    expect(screen.getByText('by mapper7')).toBeTruthy();
    expect(screen.getByText(/2 avatars/)).toBeTruthy();
  });

  it('has an empty state', async () => {
    stub({
      '/api/models/avatars': () => jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
    });
    renderRoutes([{ path: '/models/avatars', element: <AvatarsPage /> }], '/models/avatars');
    expect(await screen.findByText('No avatars yet')).toBeTruthy();
  });
});
