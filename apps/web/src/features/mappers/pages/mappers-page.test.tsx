import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { MappersPage } from './mappers-page.tsx';

const mapper = (id: number, username: string, over: Partial<Beatmapper> = {}): Beatmapper => ({
  id,
  beatmap_count: 12,
  play_count: 0,
  play_count_daily: 0,
  download_count: 45_600,
  upvote_count: 90,
  downvote_count: 4,
  vote_diff: 86,
  vote_avg: 7.17,
  upvote_avg: 7.5,
  downvote_avg: 0.33,
  download_avg: 3800,
  score: '3.1',
  rating: '0.8712',
  is_curated: false,
  is_hot: false,
  last_beatmap_at: '2026-01-01T00:00:00.000Z',
  curated_qualified_at: null,
  user: { id, username, avatar_filename: null, avatar_url: null },
  ...over,
});
const envelope = (data: Beatmapper[]) => ({
  data,
  count: data.length,
  total: data.length,
  page: 1,
  pageCount: 1,
});

function setup(answer: (url: URL) => Response, path = '/beatmaps/mappers') {
  const fetch = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes([{ path: '/beatmaps/mappers', element: <MappersPage /> }], path);
  const requests = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { requests, user: userEvent.setup(), ...utils };
}

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('MappersPage', () => {
  it('lists mappers with their stats, each linking to their profile’s beatmaps', async () => {
    const { requests } = setup(() => jsonResponse(200, envelope([mapper(3, 'Chewie'), mapper(4, 'Leia')])));
    const card = await screen.findByRole('article', { name: 'Chewie' });
    expect(document.title).toBe('Mappers · Synthhub');
    expect(within(card).getByRole('link', { name: 'Chewie' }).getAttribute('href')).toBe(
      '/profile/Chewie/beatmaps',
    );
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      Beatmaps: '12',
      Downloads: '45.6K',
      Votes: '+86',
      Rating: '87%',
    });
    expect(screen.getByRole('article', { name: 'Leia' })).toBeTruthy();
    expect(screen.getByText('2 mappers')).toBeTruthy();
    expect(requests()[0]?.search).toBe('?page=1&limit=24&sort=beatmap_count%2CDESC');
  });

  it('searches by username and sorts, in the URL and the grammar request', async () => {
    const { requests, router, user } = setup(() => jsonResponse(200, envelope([mapper(3, 'Chewie')])));
    await screen.findByRole('article', { name: 'Chewie' });
    await user.type(screen.getByRole('searchbox', { name: 'Search mappers' }), 'che{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Latest beatmap' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=che&sort=latest'));
    const last = requests().at(-1)!;
    expect(JSON.parse(last.searchParams.get('s')!)).toEqual({ 'user.username': { $contL: 'che' } });
    expect(last.searchParams.get('sort')).toBe('last_beatmap_at,DESC');
    expect(screen.queryByRole('button', { name: /Filters/ })).toBeNull();
  });

  it('empty, no-match and error states', async () => {
    let answer = () => jsonResponse(200, envelope([]));
    setup(() => answer());
    expect(await screen.findByText('No mappers yet')).toBeTruthy();
    answer = () => jsonResponse(500, { statusCode: 500, message: 'Stats are rebuilding' });
    cleanup();
    setup(() => answer(), '/beatmaps/mappers?q=nobody');
    expect((await screen.findByRole('alert')).textContent).toContain('Stats are rebuilding');
    answer = () => jsonResponse(200, envelope([]));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No mappers match these filters')).toBeTruthy();
  });
});
