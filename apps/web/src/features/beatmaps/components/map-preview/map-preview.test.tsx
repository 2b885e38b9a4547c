import type { BeatmapChart } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../../testing/test-utils.tsx';
import { MapPreview } from './map-preview.tsx';

const chart = (difficulty: BeatmapChart['difficulty'], notes: number): BeatmapChart => ({
  difficulty,
  bpm: 120,
  length_ms: 9000,
  notes: Array.from({ length: notes }, (_, i) => ({
    time_ms: 1000 + i * 250,
    hand: i % 2 ? 'left' : 'right',
    x: 0,
    y: 0,
    rail: [],
  })),
  walls: [{ time_ms: 2000, type: 'crouch', x: 0, y: 0, rotation_deg: 0 }],
  truncated: false,
});

/** Answers the chart of each difficulty (Hard: 3 notes, Master: 5), 404 for others; returns the fetch mock. */
function setup() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const difficulty = url.searchParams.get('difficulty');
    if (url.pathname === '/api/beatmaps/7/chart' && difficulty === 'Hard')
      return jsonResponse(200, chart('Hard', 3));
    if (url.pathname === '/api/beatmaps/7/chart' && difficulty === 'Master')
      return jsonResponse(200, chart('Master', 5));
    return jsonResponse(404, {
      statusCode: 404,
      message: 'Beatmap 7 has no Expert difficulty; it has Hard, Master.',
    });
  });
  vi.stubGlobal('fetch', fetch);
  const beatmap = { id: 7, title: 'Song', difficulties: ['Hard', 'Master'], custom_difficulty_name: null };
  renderRoutes([{ path: '/', element: <MapPreview beatmap={beatmap} /> }]);
  return fetch;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MapPreview', () => {
  it("offers only the map's difficulties, starts on its hardest, and shows that chart's counts", async () => {
    const fetch = setup();
    const region = await screen.findByRole('region', { name: 'Map preview' });
    const picker = within(region).getByRole('group', { name: 'Difficulty of the map preview' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Hard', 'Master']);
    expect(within(picker).getByRole('button', { name: 'Master' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(region).findByText('5 notes, 1 wall')).toBeTruthy();
    expect(within(region).getByText('Right hand')).toBeTruthy();
    expect(within(region).getByText('Walls')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the chart of the difficulty chosen', async () => {
    setup();
    const region = await screen.findByRole('region', { name: 'Map preview' });
    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Hard' })));
    expect(await within(region).findByText('3 notes, 1 wall')).toBeTruthy();
  });
});
