import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { BeatmapPage } from './beatmap-page.tsx';

/** Serves `beatmap` at its detail URL; everything else (votes, …) answers 404 or an empty list. */
function setup(beatmap: Beatmap) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/beatmaps/${beatmap.id}`) return jsonResponse(200, beatmap);
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  renderRoutes([{ path: '/beatmaps/:id', element: <BeatmapPage /> }], `/beatmaps/${beatmap.id}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('BeatmapPage', () => {
  it('offers the download of an uploaded beatmap', async () => {
    setup(beatmapFixture());
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByText('Official soundtrack')).toBeNull();
  });

  it('marks an official-soundtrack entry and offers no download (it has no file)', async () => {
    setup(beatmapFixture({ ost: true, published_at: null, title: 'Chrome Horizon' }));
    expect(await screen.findByText('Official soundtrack')).toBeTruthy();
    expect(screen.getAllByText(/Chrome Horizon/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
