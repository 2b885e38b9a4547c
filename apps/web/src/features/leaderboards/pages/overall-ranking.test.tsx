import type { OverallRankingRow } from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { rankChangeLabel } from '../components/rank-change.tsx';
import { callsTo, envelope, seasonsFixture, stubApi } from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => sessionStore.set(null));

/** A row of the overall ranking (docs/decisions/0054); the player has an account unless `user: null`. */
function row(overrides: Partial<OverallRankingRow> = {}): OverallRankingRow {
  return {
    rank: 12,
    country_rank: 3,
    points: 4321.54,
    accuracy: 97.25,
    plays: 140,
    first_places: 4,
    rank_change_day: 2,
    rank_change_week: -5,
    player: {
      id: 31,
      name: 'Dubu',
      country: 'DE',
      user: { id: 9, username: 'Dubu', avatar_filename: null, avatar_url: null },
    },
    ...overrides,
  } as OverallRankingRow;
}

interface Answers {
  overall?: () => object | Response;
  signedIn?: boolean;
  /** The signed-in user's own row (`GET /api/rankings/overall/{id}`); undefined: 404. */
  mine?: OverallRankingRow;
}

function setup(path: string, answers: Answers = {}) {
  const session = testSession();
  if (answers.signedIn) sessionStore.set(session);
  const calls = stubApi(({ url }) => {
    if (url.pathname === '/api/auth/user') return answers.signedIn ? { user: session.user } : undefined;
    if (url.pathname === '/api/seasons') return seasonsFixture;
    if (url.pathname === '/api/rankings') return envelope([], 0, 0);
    if (url.pathname === '/api/rankings/overall')
      return answers.overall
        ? answers.overall()
        : envelope(
            [
              row(),
              row({
                rank: 13,
                player: { ...row().player, id: 32, name: 'loner', user: null, country: null },
                rank_change_day: null,
                rank_change_week: 0,
              }),
            ],
            120,
            3,
          );
    if (url.pathname === '/api/leaderboard-profiles')
      return envelope([
        {
          id: 77,
          name: session.user.username,
          user_id: session.user.id,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ]);
    if (url.pathname === '/api/rankings/overall/77') return answers.mine;
    return undefined;
  });
  return { calls, ...renderRoutes(routes, path) };
}

const lastOverall = (calls: ReturnType<typeof setup>['calls']) =>
  Object.fromEntries(callsTo(calls, '/api/rankings/overall').at(-1)!.url.searchParams);

describe('rankChangeLabel', () => {
  it('says up, down or no change, with the day compared', () => {
    expect(rankChangeLabel(3, 'yesterday')).toBe('up 3 since yesterday');
    expect(rankChangeLabel(-1200, 'last week')).toBe('down 1,200 since last week');
    expect(rankChangeLabel(0, 'yesterday')).toBe('no change since yesterday');
  });
});

describe('/rankings?view=overall', () => {
  it('lists players with rank, change, flag, points, accuracy, plays and #1s, paged', async () => {
    const { calls } = setup('/rankings?view=overall');
    const rows = await screen.findAllByTestId('overall-row', {}, { timeout: 8000 });
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('#12')).toBeTruthy();
    expect(first.getByRole('img', { name: 'up 2 since yesterday' }).textContent).toBe('▲2');
    expect(first.getByRole('img', { name: 'down 5 since last week' }).textContent).toBe('▼5');
    expect(first.getByRole('img', { name: 'Germany' })).toBeTruthy();
    expect(first.getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(first.getByText('4,321.5')).toBeTruthy();
    expect(first.getByLabelText('Average accuracy 97.3%')).toBeTruthy();
    expect(first.getByText('140')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.queryByRole('img', { name: /since yesterday/ })).toBeNull();
    expect(second.getByRole('img', { name: 'no change since last week' })).toBeTruthy();
    expect(second.getByRole('link', { name: 'loner' }).getAttribute('href')).toBe('/leaderboards/profile/32');
    expect(lastOverall(calls)).toEqual({ page: '1', limit: '50' });
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/rankings?view=overall&page=2',
    );
    // Signed out: no "Players I follow", no "My country".
    expect(screen.queryByLabelText('Players I follow')).toBeNull();
    expect(screen.queryByRole('button', { name: 'My country' })).toBeNull();
  });

  it('filters by a country picked in the Autocomplete; the rank column is the country rank', async () => {
    const { calls, router } = setup('/rankings?view=overall');
    const user = userEvent.setup();
    await screen.findAllByTestId('overall-row', {}, { timeout: 8000 });
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Germ');
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=overall&country=DE'));
    await waitFor(() => expect(lastOverall(calls)).toEqual({ page: '1', limit: '50', country: 'DE' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Country ranking' })).toBeTruthy());
    const first = within(screen.getAllByTestId('overall-row')[0]!);
    expect(first.getByText('#3')).toBeTruthy(); // the country rank first
    expect(first.getByText('#12')).toBeTruthy(); // the global rank beside it
  });

  it('signed in: "My country" picks the player’s own country; "Players I follow" asks followed=1', async () => {
    const mine = row({ rank: 40, country_rank: 2, player: { ...row().player, id: 77, country: 'FR' } });
    const { calls, router } = setup('/rankings?view=overall', { signedIn: true, mine });
    const user = userEvent.setup();
    expect((await screen.findByTestId('my-standing', {}, { timeout: 8000 })).textContent).toContain(
      '#40 · #2 in France',
    );
    await user.click(screen.getByRole('button', { name: 'My country' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=overall&country=FR'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My country' })).toBeNull());
    await user.click(screen.getByLabelText('Players I follow'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=overall&country=FR&followed=1'));
    await waitFor(() => expect(lastOverall(calls)).toMatchObject({ country: 'FR', followed: '1' }));
  });

  it('an empty filtered list offers Clear filters; an empty ranking says so', async () => {
    const { router } = setup('/rankings?view=overall&country=jp', { overall: () => envelope([], 0, 0) });
    const user = userEvent.setup();
    expect(
      await screen.findByText('No ranked players match these filters', {}, { timeout: 8000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=overall'));
    expect(await screen.findByText('No ranked players yet')).toBeTruthy();
  });

  it('shows the error with Retry, which asks again', async () => {
    let fail = true;
    setup('/rankings?view=overall', {
      overall: () =>
        fail ? jsonResponse(500, { statusCode: 500, message: 'Database down' }) : envelope([row()]),
    });
    expect(
      await screen.findByText(/Could not load ranked players: Database down/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('overall-row')).toHaveLength(1);
  });

  it('switches between Overall and the per mode × difficulty lists, whose URLs stay as they were', async () => {
    const { router } = setup('/rankings');
    const user = userEvent.setup();
    const view = await screen.findByRole('group', { name: 'Ranking' }, { timeout: 8000 });
    expect(
      within(view).getByRole('button', { name: 'By mode & difficulty' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await user.click(within(view).getByRole('button', { name: 'Overall' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=overall'));
    await screen.findAllByTestId('overall-row');
    await user.click(screen.getByRole('button', { name: 'By mode & difficulty' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/rankings'),
    );
    expect(await screen.findByRole('group', { name: 'Difficulty' })).toBeTruthy();
  });
});
