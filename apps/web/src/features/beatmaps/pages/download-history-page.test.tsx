import type { DownloadHistoryEntry } from '@synthhub/shared/beatmaps/download-history';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { DownloadHistoryPage } from './download-history-page.tsx';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

const entry = (id: number, title: string, downloadedAt: string, times = 1): DownloadHistoryEntry => ({
  downloaded_at: downloadedAt,
  times,
  beatmap: beatmapFixture({ id, title }),
});

function setup(answer: (url: URL, init?: RequestInit) => Response, path = '/beatmaps/downloads') {
  sessionStore.set(testSession());
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes(
    [{ path: '/beatmaps/downloads', element: <DownloadHistoryPage now={NOW} /> }],
    path,
  );
  return { fetch, user: userEvent.setup(), ...utils };
}

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('DownloadHistoryPage', () => {
  it('shows the downloaded beatmaps, last downloaded first, with when and how often', async () => {
    const { fetch } = setup(() =>
      jsonResponse(200, {
        data: [
          entry(2, 'Second', '2026-03-10T09:00:00.000Z', 3),
          entry(1, 'First', '2026-03-01T12:00:00.000Z'),
        ],
        count: 2,
        total: 2,
        page: 1,
        pageCount: 1,
      }),
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'The Rebels - Second',
      'The Rebels - First',
    ]);
    expect(cards[0]!.textContent).toContain('Downloaded 3h ago · 3 times');
    expect(cards[1]!.textContent).toContain('Downloaded 1w ago');
    expect(within(cards[1]!).getByRole('link', { name: 'The Rebels - First' }).getAttribute('href')).toBe(
      '/beatmaps/1',
    );
    expect(document.title).toBe('My Downloads · Synthhub');
    const [input, init] = fetch.mock.calls.find(([i]) => String(i).startsWith('/api/downloads'))!;
    expect(String(input)).toBe('/api/downloads?page=1&limit=24');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('paginates through ?page=N links', async () => {
    const { router, user } = setup((url) => {
      const n = Number(url.searchParams.get('page'));
      return jsonResponse(200, {
        data: [entry(n, `Song ${n}`, '2026-03-01T00:00:00.000Z')],
        count: 1,
        total: 48,
        page: n,
        pageCount: 2,
      });
    });
    await screen.findByRole('article', { name: 'The Rebels - Song 1' });
    await user.click(screen.getByRole('link', { name: 'Go to page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByRole('article', { name: 'The Rebels - Song 2' })).toBeTruthy();
  });

  it('says so when nothing was downloaded yet', async () => {
    setup(() => jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }));
    expect(await screen.findByText('No downloads yet')).toBeTruthy();
    expect(screen.getByText('Beatmaps you download while signed in show up here.')).toBeTruthy();
  });

  it('offers Retry when loading fails', async () => {
    let fail = true;
    const { user } = setup(() =>
      fail
        ? jsonResponse(503, { statusCode: 503, message: 'History is unavailable' })
        : jsonResponse(200, {
            data: [entry(1, 'Back', '2026-03-01T00:00:00.000Z')],
            count: 1,
            total: 1,
            page: 1,
            pageCount: 1,
          }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('History is unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'The Rebels - Back' })).toBeTruthy();
  });

  it('is a signed-in route: visitors are sent to sign in first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { statusCode: 401, message: 'Sign in' })),
    );
    const { router } = renderRoutes(routes, '/beatmaps/downloads');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fbeatmaps%2Fdownloads');
  });
});
