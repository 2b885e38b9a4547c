import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { BeatmapsPage } from './beatmaps-page.tsx';

function setup(answer: (page: number) => Response, path = '/beatmaps') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    return answer(Number(url.searchParams.get('page')));
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, ...renderRoutes([{ path: '/beatmaps', element: <BeatmapsPage /> }], path) };
}

const page = (n: number, pageCount = 3) =>
  jsonResponse(200, {
    data: [beatmapFixture({ id: n * 10, title: `Song ${n}` })],
    count: 1,
    total: pageCount,
    page: n,
    pageCount,
  });

describe('BeatmapsPage', () => {
  it('reads the page from the URL and paginates through links', async () => {
    const { fetch, router } = setup((n) => page(n), '/beatmaps?page=2');
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 2' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/beatmaps?page=2&limit=24');
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 3' })).toBeTruthy();
  });

  it('says so when there are no beatmaps yet', async () => {
    setup(() => jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 }));
    expect(await screen.findByText('No beatmaps yet')).toBeTruthy();
  });

  it('offers Retry when loading fails', async () => {
    let fail = true;
    setup((n) => (fail ? jsonResponse(503, { statusCode: 503, message: 'Database is waking up' }) : page(n)));
    expect((await screen.findByRole('alert')).textContent).toContain('Database is waking up');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 1' })).toBeTruthy();
  });
});
