import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { BeatmapPage } from './beatmap-page.tsx';

const others = [
  beatmapFixture({ id: 2, title: 'Second Song' }),
  beatmapFixture({ id: 3, title: 'Third Song' }),
];

/**
 * Serves `beatmap` at its detail URL and `list` (default {@link others}) as any beatmap list;
 * everything else (votes, …) answers 404. Returns the list requests' `s` conditions.
 */
function setup(beatmap: Beatmap, list: Beatmap[] = others) {
  const conditions: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/beatmaps/${beatmap.id}`) return jsonResponse(200, beatmap);
      if (url.pathname === '/api/beatmaps') {
        conditions.push(JSON.parse(url.searchParams.get('s') ?? 'null'));
        return jsonResponse(200, {
          data: list,
          count: list.length,
          total: list.length,
          page: 1,
          pageCount: 1,
        });
      }
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    }),
  );
  renderRoutes([{ path: '/beatmaps/:id', element: <BeatmapPage /> }], `/beatmaps/${beatmap.id}`);
  return { conditions, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('BeatmapPage', () => {
  it('offers the download of an uploaded beatmap', async () => {
    setup(beatmapFixture());
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByText('Official soundtrack')).toBeNull();
    expect(screen.queryByText('Featured')).toBeNull();
  });

  it('marks a beatmap a moderator featured (docs/decisions/0030)', async () => {
    setup(beatmapFixture({ featured: true }));
    expect(await screen.findByText('Featured')).toBeTruthy();
  });

  it('marks an official-soundtrack entry and offers no download (it has no file)', async () => {
    setup(beatmapFixture({ ost: true, published_at: null, title: 'Chrome Horizon' }));
    expect(await screen.findByText('Official soundtrack')).toBeTruthy();
    expect(screen.getAllByText(/Chrome Horizon/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('links each tag to the browse page filtered by it', async () => {
    setup(beatmapFixture());
    const rock = await screen.findByRole('link', { name: 'Beatmaps tagged rock' });
    expect(rock.getAttribute('href')).toBe('/beatmaps?tag=rock');
    expect(screen.getByRole('link', { name: 'Beatmaps tagged spin' }).getAttribute('href')).toBe(
      '/beatmaps?tag=spin',
    );
  });

  it('lists notes, BPM, duration and notes per second for each difficulty', async () => {
    setup(beatmapFixture({ duration_s: 200, duration: '03:20', note_counts: { Easy: 210, Expert: 812 } }));
    const table = await screen.findByRole('table', { name: /Difficulties/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    const cells = (name: string) => rows.find((r) => r[0]?.startsWith(name));
    // 812 notes / 200 s = 4.06 → 4.1; the Custom slot has no count in this answer
    expect(cells('Expert')).toEqual(['Expert', '812', '128', '03:20', '4.1']);
    expect(cells('Easy')).toEqual(['Easy', '210', '128', '03:20', '1.1']);
    expect(cells('Custom')).toEqual(['Custom: Kessel Run', '—', '128', '03:20', '—']);
  });

  it('Share copies the page link and says so; the one-click link names id and hash', async () => {
    // user-event's setup puts a clipboard stub on navigator, which the page writes to
    const { user } = setup(beatmapFixture());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/beatmaps/1`);
    expect(screen.getByRole('link', { name: 'One-click install' }).getAttribute('href')).toBe(
      `synthriderz://beatmap/1/${beatmapFixture().hash}`,
    );
  });

  it('says when the link cannot be copied', async () => {
    const { user } = setup(beatmapFixture());
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Write permission denied'));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Could not copy the link: Write permission denied')).toBeTruthy();
  });

  it("shows more from the mapper, asking for the mapper's other beatmaps", async () => {
    const { conditions } = setup(beatmapFixture());
    const section = await screen.findByRole('region', { name: 'More from Chewie' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(conditions).toContainEqual({ mapper: { $eq: 'Chewie' }, id: { $ne: 1 } });
  });

  it('leaves "More from" out when the mapper has no other beatmap', async () => {
    const { conditions } = setup(beatmapFixture(), []);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(conditions).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'More from Chewie' })).toBeNull();
  });
});
