import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { PopularBeatmaps, weekFigures } from './popular-beatmaps.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('weekFigures', () => {
  it('says the week downloads and, when not zero, the net votes', () => {
    expect(weekFigures({ week_downloads: 1, week_votes: 0 })).toBe('1 download this week');
    expect(weekFigures({ week_downloads: 1234, week_votes: 5 })).toBe('1,234 downloads · +5 votes this week');
    expect(weekFigures({ week_downloads: 0, week_votes: -1 })).toBe('0 downloads · −1 vote this week');
  });
});

describe('PopularBeatmaps', () => {
  it('asks for the popular beatmaps and shows each with its week figures', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse(200, {
        since: '2026-01-01T00:00:00.000Z',
        data: [{ ...beatmapFixture({ id: 4, title: 'Hot One' }), week_downloads: 40, week_votes: 2 }],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/', element: <PopularBeatmaps /> }]);
    const section = screen.getByRole('region', { name: 'Popular this week' });
    const card = await within(section).findByRole('article', { name: 'The Rebels - Hot One' });
    expect(within(card).getByText('40 downloads · +2 votes this week')).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname + url.search).toBe('/api/beatmaps/popular?limit=12');
  });

  it('says when nothing was popular this week', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { since: '2026-01-01T00:00:00.000Z', data: [] })),
    );
    renderRoutes([{ path: '/', element: <PopularBeatmaps /> }]);
    expect(await screen.findByText('Nothing was downloaded or voted on this week yet.')).toBeTruthy();
  });
});
