import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import {
  callsTo,
  envelope,
  leaderboardFixture,
  profileFixture,
  rankingFixture,
  seasonsFixture,
  stubApi,
} from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

const stats = {
  profile: profileFixture(),
  plays: 1234,
  ranked: 56,
  first_places: 7,
  accuracy: 96.44,
  rankings: [rankingFixture(), rankingFixture({ id: 501, season_id: 2, modifiers: -1, rank: 1 })],
};

const summary = {
  player: {
    id: 7,
    name: 'Dubu',
    user: { id: 3, username: 'Dubu', avatar_filename: null, avatar_url: null },
    country: 'DE',
  },
  overall: { rank: 87, country_rank: 4, points: 12345.6, accuracy: 96.44, plays: 1234, first_places: 7 },
  rank_change_day: 3,
  rank_change_week: -2,
};

const history = [
  { day: '2026-11-07', rank: 120, country_rank: 9, points: 11000, accuracy: 95.2 },
  { day: '2026-11-20', rank: 101, country_rank: 6, points: 11800, accuracy: 95.9 },
  { day: '2026-12-07', rank: 87, country_rank: 4, points: 12345.6, accuracy: 96.44 },
];

const play = (id: number, overrides: object = {}) => ({
  score_id: id,
  leaderboard: leaderboardFixture(),
  rank: 2,
  entrants: 120,
  modified_score: 912_345,
  modifiers: 17,
  perfect_hit_percent: 95,
  good_hit_percent: 4,
  poor_hit_percent: 1,
  accuracy: 97,
  points: 96.19,
  created_at: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

const rankUp = {
  leaderboard: leaderboardFixture({ id: 12, difficulty: 4 }),
  current_rank: 5,
  current_score: 900_000,
  target_rank: 2,
  target_score: 905_000,
  score_gain: 5000,
  ranking_rank_now: 3,
  ranking_rank_after: 2,
  ranking_points_gain: 12.25,
};

function setup(
  answer: (pathname: string, url: URL) => Response | object | undefined,
  path = '/leaderboards/profile/7',
) {
  const calls = stubApi(({ url }) => answer(url.pathname, url));
  const view = renderRoutes(routes, path);
  return { calls, ...view };
}

const full = (pathname: string) => {
  if (pathname === '/api/leaderboard-profiles/7/stats') return stats;
  if (pathname === '/api/leaderboard-profiles/7/summary') return summary;
  if (pathname === '/api/leaderboard-profiles/7/history') return history;
  if (pathname === '/api/seasons') return seasonsFixture;
  if (pathname === '/api/leaderboard-profiles/7/plays') return envelope([play(100)], 30, 3);
  if (pathname === '/api/leaderboard-profiles/7/rank-ups') return [rankUp];
  return undefined;
};

describe('/leaderboards/profile/{id}', () => {
  it('shows the header, history, rankings, plays and rank-ups', async () => {
    const { calls } = setup(full);
    expect(await screen.findByRole('heading', { name: 'Dubu', level: 1 }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(screen.getByRole('img', { name: 'Germany' })).toBeTruthy();
    const overall = screen.getByRole('region', { name: 'Overall ranking' });
    expect(within(overall).getByText('#87')).toBeTruthy();
    expect(within(overall).getByLabelText('up 3 places since yesterday')).toBeTruthy();
    expect(within(overall).getByLabelText('down 2 places since last week')).toBeTruthy();
    expect(within(overall).getByText('Germany rank')).toBeTruthy();
    expect(within(overall).getByText('#4')).toBeTruthy();
    expect(within(overall).getByText('12,345.6')).toBeTruthy();
    expect(within(overall).getByText('96.4%')).toBeTruthy();
    expect(within(overall).getByText('1,234')).toBeTruthy();
    expect(within(overall).getByText('7')).toBeTruthy();
    expect(await screen.findByText('Rank #120 → #87 over 30 days · accuracy 95.2% → 96.4%')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rank history by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(callsTo(calls, '/api/leaderboard-profiles/7/history')[0]!.url.search).toBe('?days=90');
    const rankings = await screen.findByRole('table', { name: 'Rankings' });
    expect(within(rankings).getByText('Rhythm Master · Combined')).toBeTruthy();
    expect(within(rankings).getByText('All time')).toBeTruthy();
    const rows = await screen.findAllByTestId('play-row');
    expect(within(rows[0]!).getByRole('link', { name: 'Shelter' }).getAttribute('href')).toBe(
      '/leaderboards/11',
    );
    expect(within(rows[0]!).getByText('Master · Rhythm · Spin90 + NoFail')).toBeTruthy();
    expect(within(rows[0]!).getByText('96.2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/leaderboards/profile/7?page=2',
    );
    expect(callsTo(calls, '/api/leaderboard-profiles/7/plays')[0]!.url.search).toBe(
      '?sort=points&page=1&limit=10',
    );
    const rankUps = await screen.findByRole('list', { name: 'Rank-ups' });
    expect(
      within(rankUps).getByText(/\+5,000 points: #5 → #2 on the map, #3 → #2 in the ranking/),
    ).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboard-profiles/7/rank-ups')[0]!.url.search).toBe(
      '?mode=0&difficulty=4&modifiers=0',
    );
  });

  it('says "Not ranked yet" without an overall row, and when history has not started', async () => {
    setup((pathname) => {
      if (pathname === '/api/leaderboard-profiles/7/summary')
        return { ...summary, overall: null, rank_change_day: null, rank_change_week: null };
      if (pathname === '/api/leaderboard-profiles/7/history') return [];
      return full(pathname);
    });
    expect(await screen.findByText('Not ranked yet', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByText('Overall rank')).toBeNull();
    expect(await screen.findByText('History starts after the first daily snapshot.')).toBeTruthy();
    expect(screen.queryByTestId('history-summary')).toBeNull();
  });

  it('asks for another history window', async () => {
    const { calls } = setup(full);
    const user = userEvent.setup();
    await screen.findByTestId('history-summary', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Last 365 days' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/leaderboard-profiles/7/history').at(-1)!.url.search).toBe('?days=365'),
    );
  });

  it('folds the rankings to the best three lists; Show all opens the rest', async () => {
    const many = [5, 1, 9, 2, 40].map((rank, i) =>
      rankingFixture({ id: 600 + i, rank, difficulty: i, points: 100 - i }),
    );
    setup((pathname) =>
      pathname === '/api/leaderboard-profiles/7/stats' ? { ...stats, rankings: many } : full(pathname),
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Rankings' }, { timeout: 8000 });
    const ranks = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(ranks()).toEqual(['#1', '#2', '#5']);
    const button = screen.getByRole('button', { name: 'Show all (5)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(ranks()).toEqual(['#1', '#2', '#5', '#9', '#40']);
    await user.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(ranks()).toHaveLength(3);
  });

  it('toggles best and recent plays and sorts the best by accuracy', { timeout: 40_000 }, async () => {
    const { calls, router } = setup(full);
    const user = userEvent.setup();
    await screen.findAllByTestId('play-row', {}, { timeout: 8000 });
    const plays = () => callsTo(calls, '/api/leaderboard-profiles/7/plays').at(-1)!.url.searchParams;
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Accuracy' }));
    await waitFor(() => expect(plays().get('sort')).toBe('accuracy'));
    expect(router.state.location.search).toBe('?sort=accuracy');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(plays().get('sort')).toBe('recent'));
    expect(router.state.location.search).toBe('?plays=recent');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/leaderboards/profile/7?plays=recent&page=2',
    );
    await user.click(screen.getByRole('button', { name: 'Best' }));
    await waitFor(() => expect(plays().get('sort')).toBe('points'));
  });

  it('asks the rank-up finder again for another list', async () => {
    const { calls } = setup(full);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Rank-ups' }, { timeout: 8000 });
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await user.click(screen.getByRole('option', { name: 'Expert' }));
    await waitFor(() =>
      expect(callsTo(calls, '/api/leaderboard-profiles/7/rank-ups').at(-1)!.url.search).toBe(
        '?mode=0&difficulty=3&modifiers=0',
      ),
    );
  });

  it('for a player already #1 of the list, names the ranking points each map would add', async () => {
    setup((pathname) =>
      pathname === '/api/leaderboard-profiles/7/rank-ups'
        ? [
            { ...rankUp, ranking_rank_now: 1, ranking_rank_after: 1, ranking_points_gain: 3.04 },
            {
              ...rankUp,
              leaderboard: leaderboardFixture({ id: 13 }),
              current_rank: null,
              current_score: null,
              target_rank: 2,
              target_score: 701,
              score_gain: 701,
              ranking_rank_now: 1,
              ranking_rank_after: 1,
              ranking_points_gain: 62.75,
            },
          ]
        : full(pathname),
    );
    const rankUps = await screen.findByRole('list', { name: 'Rank-ups' }, { timeout: 8000 });
    expect(
      within(rankUps).getByText('+5,000 points: #5 → #2 on the map, +3 ranking points (stays #1)'),
    ).toBeTruthy();
    expect(
      within(rankUps).getByText('Not played yet: 701 points would place about #2, +62.8 ranking points'),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Already #1 in Rhythm Master: these maps would add the most points/),
    ).toBeTruthy();
    expect(screen.queryByText(/#1 → #1/)).toBeNull();
  });

  it('says when the profile has no scores, rankings nor rank-ups', async () => {
    setup((pathname) => {
      if (pathname === '/api/leaderboard-profiles/7/stats') return { ...stats, rankings: [] };
      if (pathname === '/api/leaderboard-profiles/7/summary')
        return { ...summary, player: { id: 7, name: 'DubuVR', user: null, country: null } };
      if (pathname === '/api/leaderboard-profiles/7/plays') return envelope([]);
      if (pathname === '/api/leaderboard-profiles/7/rank-ups') return [];
      return full(pathname);
    });
    expect(await screen.findByText('No plays yet', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Not linked to a Synthhub account.')).toBeTruthy();
    expect(screen.getByText('Not in any ranking yet.')).toBeTruthy();
    expect(await screen.findByText('No rank-ups found for Rhythm Master.')).toBeTruthy();
  });

  it('shows the error page for a profile that is not there', async () => {
    setup(() => jsonResponse(404, { statusCode: 404, message: 'Leaderboard profile 7 was not found.' }));
    expect(
      await screen.findByText('Leaderboard profile 7 was not found.', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });

  it('shows a server failure with Retry', async () => {
    setup(() => jsonResponse(500, { statusCode: 500, message: 'Database down' }));
    expect(await screen.findByText(/Database down/, {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('/leaderboards/profile without an id', () => {
  it("opens the signed-in player's own profile", async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    const calls = setup(
      (pathname) =>
        pathname === '/api/auth/user'
          ? { user: testSession({ id: 3, username: 'Dubu' }).user }
          : pathname === '/api/leaderboard-profiles'
            ? envelope([profileFixture()])
            : full(pathname),
      '/leaderboards/profile',
    ).calls;
    expect(await screen.findByRole('heading', { name: 'Dubu', level: 1 }, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboard-profiles')[0]!.s).toEqual({ user_id: 3 });
  });

  it('sends a visitor to sign in', async () => {
    const { router } = setup(full, '/leaderboards/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fleaderboards%2Fprofile');
  });
});
