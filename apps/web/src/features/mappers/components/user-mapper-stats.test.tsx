import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { UserMapperStats } from './user-mapper-stats.tsx';

const envelope = (data: unknown[]) => ({
  data,
  count: data.length,
  total: data.length,
  page: 1,
  pageCount: 1,
});

function setup(data: unknown[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      return url.pathname === '/api/mappers'
        ? jsonResponse(200, envelope(data))
        : jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  renderRoutes([{ path: '/', element: <UserMapperStats userId={7} username="kuri" /> }]);
  return urls;
}

function figures(list: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dt of within(list).getAllByRole('term'))
    out[dt.textContent!] = dt.nextElementSibling!.textContent!;
  return out;
}

describe('UserMapperStats', () => {
  it("shows the user's beatmaps, downloads, votes and rating as the mappers page does", async () => {
    const urls = setup([
      {
        id: 7,
        beatmap_count: 12,
        download_count: 45_600,
        upvote_count: 90,
        downvote_count: 4,
        vote_diff: 86,
        rating: '0.8712',
        user: { id: 7, username: 'kuri', avatar_filename: null, avatar_url: null },
      },
    ]);
    const list = await screen.findByLabelText("kuri's statistics");
    expect(figures(list)).toEqual({ Beatmaps: '12', Downloads: '45.6K', Votes: '+86', Rating: '87%' });
    const mappers = urls.find((u) => u.pathname === '/api/mappers')!;
    expect(JSON.parse(mappers.searchParams.get('s')!)).toEqual({ id: 7 });
  });

  it('a user without published beatmaps gets zeros and "—" for the rating, not "0%"', async () => {
    setup([]);
    const list = await screen.findByLabelText("kuri's statistics");
    expect(figures(list)).toEqual({ Beatmaps: '0', Downloads: '0', Votes: '0', Rating: '—' });
  });
});
