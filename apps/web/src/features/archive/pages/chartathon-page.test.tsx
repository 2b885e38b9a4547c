import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Chartathon } from '@synthhub/shared/archive/archive.schemas';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { ordinal } from './chartathon-entries.tsx';

vi.setConfig({ testTimeout: 20_000 });

const contests: Chartathon[] = [
  {
    id: 2,
    year: 2023,
    title: 'Chartathon 2023: Coconut Edition',
    theme: 'Summer',
    description: 'Tropical songs.',
    entries: [
      {
        id: 5,
        placement: 1,
        title: 'Beach Rails',
        mapper_name: 'Elysia',
        judges_notes: 'A beach party',
        beatmap_id: 41,
      },
      { id: 6, placement: 2, title: 'Lost Map', mapper_name: 'Tempo', judges_notes: null, beatmap_id: null },
    ],
  },
  {
    id: 1,
    year: 2022,
    title: 'Chartathon 2022: Spooky Season',
    theme: 'Halloween',
    description: '',
    entries: [
      {
        id: 3,
        placement: 1,
        title: 'Witching Hour',
        mapper_name: 'Moonshine',
        judges_notes: null,
        beatmap_id: 9,
      },
    ],
  },
];

const entryTitles = () =>
  screen.getAllByTestId('chartathon-entry').map((e) => within(e).getByRole('heading').textContent);

describe('/archive/chartathon (spec §2; docs/decisions/0028)', () => {
  it('shows the newest year first, links entries on Synthhub, and switches year from the tabs and the URL', async () => {
    stubFetch(() => jsonResponse(200, contests));
    const { router } = renderRoutes(routes, '/archive/chartathon');
    expect(await screen.findByRole('tab', { name: '2023', selected: true }, { timeout: 8000 })).toBeTruthy();
    expect(entryTitles()).toEqual(['Beach Rails', 'Lost Map']);
    expect(screen.getByRole('link', { name: 'Beach Rails' }).getAttribute('href')).toBe('/beatmaps/41');
    expect(screen.queryByRole('link', { name: 'Lost Map' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: '2022' }));
    await waitFor(() => expect(entryTitles()).toEqual(['Witching Hour']));
    expect(router.state.location.search).toBe('?year=2022');
  });

  it('opens the year the URL names', async () => {
    stubFetch(() => jsonResponse(200, contests));
    renderRoutes(routes, '/archive/chartathon?year=2022');
    expect(await screen.findByRole('tab', { name: '2022', selected: true }, { timeout: 8000 })).toBeTruthy();
    expect(entryTitles()).toEqual(['Witching Hour']);
  });

  it('shows an empty state and a Retry on failure', async () => {
    let calls = 0;
    stubFetch(() =>
      ++calls === 1 ? jsonResponse(500, { statusCode: 500, message: 'Down' }) : jsonResponse(200, []),
    );
    renderRoutes(routes, '/archive/chartathon');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 }));
    expect(await screen.findByText('No chartathon results yet.')).toBeTruthy();
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [112, '112th'],
  ])('ordinal(%i) is %s', (n, text) => expect(ordinal(n)).toBe(text));
});
