import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { BeatmapsPage } from './beatmaps-page.tsx';

function setup(answer: (url: URL) => Response, path = '/beatmaps') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes(
    [
      { path: '/beatmaps', element: <BeatmapsPage /> },
      { path: '/beatmaps/recent', element: <BeatmapsPage recent /> },
    ],
    path,
  );
  const requests = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { fetch, requests, user: userEvent.setup(), ...utils };
}

const page = (n: number, pageCount = 3) =>
  jsonResponse(200, {
    data: [beatmapFixture({ id: n * 10, title: `Song ${n}` })],
    count: 1,
    total: pageCount,
    page: n,
    pageCount,
  });
const byPage = (url: URL) => page(Number(url.searchParams.get('page')));
const empty = () => jsonResponse(200, { data: [], count: 0, total: 0, page: 1, pageCount: 0 });

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('BeatmapsPage', () => {
  it('reads the page from the URL and paginates through links', async () => {
    const { requests, router, user } = setup(byPage, '/beatmaps?page=2');
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 2' })).toBeTruthy();
    expect(requests()[0]?.search).toBe('?page=2&limit=24&sort=published_at%2CDESC');
    expect(document.title).toBe('Custom Songs · Synthhub');
    await user.click(screen.getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 3' })).toBeTruthy();
  });

  it('search, a filter and a sort reach the request and the URL; a reload keeps them', async () => {
    const { requests, router, user } = setup(byPage, '/beatmaps?page=2');
    await screen.findByRole('link', { name: 'The Rebels - Song 2' });
    await user.type(screen.getByRole('searchbox', { name: 'Search beatmaps' }), 'neon{Enter}');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const filters = await screen.findByRole('region', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Master' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Hype' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=neon&difficulty=Master&sort=hype'));
    const last = requests().at(-1)!;
    expect(last.searchParams.get('page')).toBe('1');
    expect(last.searchParams.get('sort')).toBe('score,DESC');
    expect(JSON.parse(last.searchParams.get('s')!)).toMatchObject({
      $and: [
        { $or: expect.arrayContaining([{ text_search: { $tsQuery: 'neon' } }]) },
        { difficulties: { $jsonContainsAny: ['Master'] } },
      ],
    });

    // a fresh page on that URL (a reload or a shared link) shows the same view
    cleanup();
    const again = setup(byPage, `/beatmaps${router.state.location.search}`);
    await screen.findByRole('link', { name: 'The Rebels - Song 1' });
    expect((screen.getByRole('searchbox', { name: 'Search beatmaps' }) as HTMLInputElement).value).toBe(
      'neon',
    );
    expect(again.requests().at(-1)?.search).toBe(last.search);
  });

  it('counts exactly, or says "About" when the server estimated the total (docs/decisions/0034)', async () => {
    const answer = (estimated: boolean) => () =>
      jsonResponse(200, {
        data: [beatmapFixture({ id: 1, title: 'Song 1' })],
        count: 1,
        total: 7400,
        page: 1,
        pageCount: 309,
        ...(estimated ? { totalEstimated: true } : {}),
      });
    setup(answer(false));
    expect(await screen.findByText('7,400 beatmaps')).toBeTruthy();
    cleanup();
    setup(answer(true));
    expect(await screen.findByText('About 7,400 beatmaps')).toBeTruthy();
  });

  it('says so when there are no beatmaps yet', async () => {
    setup(empty);
    expect(await screen.findByText('No beatmaps yet')).toBeTruthy();
  });

  it('offers Clear filters when nothing matches the filters', async () => {
    const { router, user } = setup(
      (url) => (url.searchParams.has('s') ? empty() : page(1)),
      '/beatmaps?q=zzz&bpm_min=400&sort=rating',
    );
    expect(await screen.findByText('No beatmaps match these filters')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 1' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search beatmaps' }) as HTMLInputElement).value).toBe('');
  });

  it('offers Retry when loading fails', async () => {
    let fail = true;
    setup((url) =>
      fail ? jsonResponse(503, { statusCode: 503, message: 'Database is waking up' }) : byPage(url),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Database is waking up');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'The Rebels - Song 1' })).toBeTruthy();
  });

  it('/beatmaps/recent: newest first always, with search but no sort menu', async () => {
    const { requests } = setup(byPage, '/beatmaps/recent?sort=hype');
    expect(await screen.findByRole('heading', { name: 'Recent Beatmaps' })).toBeTruthy();
    expect(document.title).toBe('Recent Beatmaps · Synthhub');
    await screen.findByRole('link', { name: 'The Rebels - Song 1' });
    expect(requests()[0]?.searchParams.get('sort')).toBe('published_at,DESC');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search beatmaps' })).toBeTruthy();
  });
});
