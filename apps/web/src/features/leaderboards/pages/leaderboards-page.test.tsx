import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import {
  callsTo,
  envelope,
  leaderboardFixture,
  profileFixture,
  scoreFixture,
  stubApi,
} from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

const challenge = {
  id: 4,
  name: 'Neon Week',
  description: 'Five maps, one week.',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-11-08T00:00:00.000Z',
  leaderboards: 5,
};

const dethrone = {
  id: 9,
  created_at: '2026-11-20T00:00:00.000Z',
  leaderboard: leaderboardFixture(),
  score: scoreFixture(),
  profile: profileFixture(),
  dethroned_profile: profileFixture({ id: 8, name: 'SoloGrinder', user_id: null, user: null }),
};

const api = (pathname: string) => {
  if (pathname === '/api/scores')
    return envelope([scoreFixture({ leaderboard: leaderboardFixture() })], 30, 2);
  if (pathname === '/api/leaderboards') return envelope([leaderboardFixture({ scores: 4321 })]);
  if (pathname === '/api/challenges') return envelope([challenge]);
  if (pathname === '/api/challenges/4') return challenge;
  if (pathname === '/api/dethrones') return envelope([dethrone]);
  return undefined;
};

function setup(path: string, answer: (pathname: string) => Response | object | undefined = api) {
  const calls = stubApi(({ url }) => answer(url.pathname));
  return { calls, ...renderRoutes(routes, path) };
}

describe('/leaderboards and its tabs', () => {
  it('shows the recent scores by default, with their maps and page links', async () => {
    const { calls } = setup('/leaderboards');
    const rows = await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    // Twice: the map column, and the line under the player that only a phone shows (CSS).
    expect(within(rows[0]!).getAllByRole('link', { name: 'Shelter (Master, Rhythm)' })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Go to page 2' }).getAttribute('href')).toBe(
      '/leaderboards/recent?page=2',
    );
    const call = callsTo(calls, '/api/scores')[0]!;
    expect(call.url.searchParams.get('sort')).toBe('created_at,DESC');
    expect(call.s).toEqual({ rank: { $gt: 0 } });
  });

  it('top lists the most played leaderboards', async () => {
    const { calls } = setup('/leaderboards/top');
    const row = await screen.findByTestId('leaderboard-row', {}, { timeout: 8000 });
    expect(within(row).getByRole('link', { name: 'Shelter' }).getAttribute('href')).toBe('/leaderboards/11');
    expect(within(row).getByText('4,321')).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboards')[0]!.url.searchParams.get('sort')).toBe('scores,DESC');
  });

  it('challenges link to their page, which lists the challenge leaderboards', async () => {
    const { calls, router } = setup('/leaderboards/challenges');
    const link = await screen.findByRole('link', { name: 'Neon Week' }, { timeout: 8000 });
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/challenges/4'));
    expect(await screen.findByRole('heading', { name: 'Neon Week' })).toBeTruthy();
    expect(await screen.findByTestId('leaderboard-row')).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboards').at(-1)!.s).toEqual({ challenge: 4 });
  });

  it('dethrones name who took #1 from whom', async () => {
    setup('/leaderboards/dethrones');
    const row = await screen.findByTestId('dethrone-row', {}, { timeout: 8000 });
    expect(row.textContent).toContain('Dubu took #1 from SoloGrinder on Shelter');
    expect(within(row).getByRole('link', { name: 'SoloGrinder' }).getAttribute('href')).toBe(
      '/leaderboards/profile/8',
    );
  });

  it('says so when a tab is empty, and shows failures with Retry', async () => {
    setup('/leaderboards/dethrones', (p) => (p === '/api/dethrones' ? envelope([]) : undefined));
    expect(await screen.findByText('No dethrones yet', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a failed tab with Retry', async () => {
    setup('/leaderboards/top', () => jsonResponse(500, { statusCode: 500, message: 'Database down' }));
    expect(
      await screen.findByText(/Could not load leaderboards: Database down/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
