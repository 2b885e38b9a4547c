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
  scoreFixture,
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
  if (pathname === '/api/seasons') return seasonsFixture;
  if (pathname === '/api/scores') {
    return envelope([scoreFixture({ leaderboard: leaderboardFixture(), modifiers: 17 })], 60, 3);
  }
  if (pathname === '/api/leaderboard-profiles/7/rank-ups') return [rankUp];
  return undefined;
};

describe('/leaderboards/profile/{id}', () => {
  it('shows the profile, its stats, rankings, scores and rank-ups', async () => {
    const { calls } = setup(full);
    expect(await screen.findByRole('heading', { name: 'DubuVR' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    const statsBox = screen.getByRole('region', { name: 'Stats' });
    expect(within(statsBox).getByText('1,234')).toBeTruthy();
    expect(within(statsBox).getByText('96.4%')).toBeTruthy();
    const rankings = screen.getByRole('table', { name: 'Rankings' });
    expect(within(rankings).getByText('Rhythm Master · None')).toBeTruthy();
    expect(within(rankings).getByText('All time')).toBeTruthy();
    expect(await within(rankings).findByText('Winter 2026')).toBeTruthy();
    const rows = await screen.findAllByTestId('score-row');
    expect(
      within(rows[0]!).getByRole('link', { name: 'Shelter (Master, Rhythm)' }).getAttribute('href'),
    ).toBe('/leaderboards/11');
    expect(within(rows[0]!).getByText('Spin90 + NoFail')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/leaderboards/profile/7?page=2',
    );
    const scoreCall = callsTo(calls, '/api/scores')[0]!;
    expect(scoreCall.s).toEqual({ profile_id: 7, rank: { $gt: 0 } });
    expect(scoreCall.url.searchParams.getAll('join')).toEqual([
      'leaderboard',
      'leaderboard.beatmap',
      'profile',
      'profile.user',
    ]);
    const rankUps = await screen.findByRole('list', { name: 'Rank-ups' });
    expect(
      within(rankUps).getByText(/\+5,000 points: #5 → #2 on the map, #3 → #2 in the ranking/),
    ).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboard-profiles/7/rank-ups')[0]!.url.search).toBe(
      '?mode=0&difficulty=4&modifiers=0',
    );
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
        ? [{ ...rankUp, ranking_rank_now: 1, ranking_rank_after: 1, ranking_points_gain: 3.04 }]
        : full(pathname),
    );
    const rankUps = await screen.findByRole('list', { name: 'Rank-ups' }, { timeout: 8000 });
    expect(
      within(rankUps).getByText('+5,000 points: #5 → #2 on the map, +3 ranking points (stays #1)'),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Already #1 in Rhythm Master: these maps add the most ranking points/),
    ).toBeTruthy();
    expect(screen.queryByText(/#1 → #1/)).toBeNull();
  });

  it('says when the profile has no scores, rankings nor rank-ups', async () => {
    setup((pathname) => {
      if (pathname === '/api/leaderboard-profiles/7/stats')
        return { ...stats, profile: profileFixture({ user: null, user_id: null }), rankings: [] };
      if (pathname === '/api/scores') return envelope([]);
      if (pathname === '/api/leaderboard-profiles/7/rank-ups') return [];
      return full(pathname);
    });
    expect(await screen.findByText('No scores yet', {}, { timeout: 8000 })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: 'DubuVR' }, { timeout: 8000 })).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboard-profiles')[0]!.s).toEqual({ user_id: 3 });
  });

  it('sends a visitor to sign in', async () => {
    const { router } = setup(full, '/leaderboards/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fleaderboards%2Fprofile');
  });
});
