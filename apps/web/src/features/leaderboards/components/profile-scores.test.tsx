import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { renderRoutes } from '../../../testing/test-utils.tsx';
import { callsTo, envelope, leaderboardFixture, profileFixture, stubApi } from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

// The Leaderboards tab of /profile/{username} (spec §2; docs/decisions/0054): the header of the
// user's leaderboard profile and its plays.
const dubu = {
  id: 3,
  username: 'Dubu',
  admin: false,
  avatar_filename: null,
  avatar_url: null,
  created_at: '2024-05-01T00:00:00.000Z',
};

const summary = {
  player: { id: 7, name: 'Dubu', user: { ...dubu }, country: 'FR' },
  overall: { rank: 12, country_rank: 2, points: 5000, accuracy: 97.5, plays: 80, first_places: 3 },
  rank_change_day: null,
  rank_change_week: 5,
};

const play = {
  score_id: 100,
  leaderboard: leaderboardFixture(),
  rank: 1,
  entrants: 120,
  modified_score: 912_345,
  modifiers: 0,
  perfect_hit_percent: 95,
  good_hit_percent: 4,
  poor_hit_percent: 1,
  accuracy: 97,
  points: 97,
  created_at: '2026-03-01T12:00:00.000Z',
};

describe('/profile/{username}/leaderboards', () => {
  it('shows the player header, the plays and a link to the full profile', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/api/users/Dubu') return { user: dubu };
      if (url.pathname === '/api/leaderboard-profiles') return envelope([profileFixture()]);
      if (url.pathname === '/api/leaderboard-profiles/7/summary') return summary;
      if (url.pathname === '/api/leaderboard-profiles/7/plays') return envelope([play]);
      return undefined;
    });
    renderRoutes(routes, '/profile/Dubu/leaderboards');
    const overall = await screen.findByRole('region', { name: 'Overall ranking' }, { timeout: 8000 });
    expect(within(overall).getByText('#12')).toBeTruthy();
    expect(within(overall).getByText('France rank')).toBeTruthy();
    expect(within(overall).getByLabelText('up 5 places since last week')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dubu', level: 2 })).toBeTruthy();
    expect(screen.queryByText(/^Synthhub user/)).toBeNull();
    expect(
      screen
        .getByRole('link', { name: 'Full leaderboard profile: history, rankings and rank-ups' })
        .getAttribute('href'),
    ).toBe('/leaderboards/profile/7');
    const rows = await screen.findAllByTestId('play-row');
    expect(within(rows[0]!).getByText('Master · Rhythm')).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboard-profiles')[0]!.s).toEqual({ user_id: 3 });
  });

  it('says "No scores yet" for a user without a leaderboard profile', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/api/users/Dubu') return { user: dubu };
      if (url.pathname === '/api/leaderboard-profiles') return envelope([]);
      return undefined;
    });
    renderRoutes(routes, '/profile/Dubu/leaderboards');
    expect(await screen.findByText('No scores yet', {}, { timeout: 8000 })).toBeTruthy();
  });
});
