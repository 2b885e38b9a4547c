import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { MODIFIERS_EXPLAINED } from '../components/ranking-filters.tsx';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { callsTo, envelope, rankingFixture, seasonsFixture, stubApi } from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

function setup(path: string, seasons = seasonsFixture) {
  const calls = stubApi(({ url }) => {
    if (url.pathname === '/api/seasons') return seasons;
    if (url.pathname === '/api/rankings') return envelope([rankingFixture()], 120, 3);
    return undefined;
  });
  return { calls, ...renderRoutes(routes, path) };
}

const lastRankings = (calls: ReturnType<typeof setup>['calls']) => callsTo(calls, '/api/rankings').at(-1)!;

describe('/rankings', () => {
  it('shows the current season by default, Master, no modifiers', async () => {
    const { calls } = setup('/rankings');
    const row = await screen.findByTestId('score-row', {}, { timeout: 8000 });
    expect(within(row).getByText('#3')).toBeTruthy();
    expect(within(row).getByText('4,321')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Dubu' })).toBeTruthy();
    expect(screen.getByText(/^Winter 2026 ·/)).toBeTruthy();
    expect(lastRankings(calls).s).toEqual({ season_id: 2, mode: 0, difficulty: 4, modifiers: 0 });
    expect(lastRankings(calls).url.searchParams.getAll('join')).toEqual(['profile', 'profile.user']);
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/rankings/season/winter-2026?page=2',
    );
  });

  it('switches season, mode, difficulty and combined through the URL', async () => {
    const { calls, router } = setup('/rankings');
    const user = userEvent.setup();
    await screen.findByTestId('score-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await user.click(screen.getByRole('option', { name: 'Autumn 2025' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rankings/season/autumn-2025'));
    await screen.findByText(/^Autumn 2025 ·/);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Force' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=1'));
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=1&difficulty=2'));
    await user.click(screen.getByRole('button', { name: 'Combined' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=1&difficulty=2&modifiers=combined'));
    await waitFor(() =>
      expect(lastRankings(calls).s).toEqual({ season_id: 1, mode: 1, difficulty: 2, modifiers: {} }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Season' }));
    await waitFor(() => expect(lastRankings(calls).s).toMatchObject({ season_id: 1 }));
    await user.click(screen.getByRole('option', { name: 'All time' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?season=all&mode=1&difficulty=2&modifiers=combined'),
    );
    await waitFor(() => expect(lastRankings(calls).s).toMatchObject({ season_id: 0 }));
  });

  it("says in one line what None and Combined mean, as the Modifiers choice's description", async () => {
    setup('/rankings');
    const modifiers = await screen.findByRole('group', { name: 'Modifiers' }, { timeout: 8000 });
    const line = document.getElementById(modifiers.getAttribute('aria-describedby')!);
    expect(line?.textContent).toBe(MODIFIERS_EXPLAINED);
    expect(screen.getByText(MODIFIERS_EXPLAINED)).toBeTruthy();
  });

  it('shows all time when no season is running', async () => {
    const { calls } = setup('/rankings', [{ ...seasonsFixture[1]! }]);
    await screen.findByTestId('score-row', {}, { timeout: 8000 });
    expect(screen.getByText('All time', { selector: 'p' })).toBeTruthy();
    expect(lastRankings(calls).s).toMatchObject({ season_id: 0 });
  });

  it('answers 404 for an unknown season', async () => {
    setup('/rankings/season/nope');
    expect(await screen.findByText('Season nope was not found.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
