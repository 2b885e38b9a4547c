import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import {
  callsTo,
  detailFixture,
  envelope,
  profileFixture,
  scoreFixture,
  stubApi,
} from '../testing/fixtures.ts';

vi.setConfig({ testTimeout: 20_000 });

const details = {
  11: detailFixture(),
  12: detailFixture({ id: 12, difficulty: 3 }),
  13: detailFixture({ id: 13, mode: 1 }),
} as Record<number, ReturnType<typeof detailFixture>>;

const loner = profileFixture({ id: 8, name: 'SoloGrinder', user_id: null, user: null });

function setup(scores: (s: Record<string, unknown>) => Response | object = () => envelope([])) {
  const calls = stubApi(({ url, s }) => {
    const m = /^\/api\/leaderboards\/(\d+)$/.exec(url.pathname);
    if (m) return details[Number(m[1])];
    if (url.pathname === '/api/scores') return scores(s as Record<string, unknown>);
    return undefined;
  });
  const view = renderRoutes(routes, '/leaderboards/11');
  return { calls, ...view };
}

/** Scores of a leaderboard as `GET /api/scores` answers them: Dubu (linked) then SoloGrinder (not). */
const rowsOf = (s: Record<string, unknown>) =>
  envelope([
    scoreFixture({ leaderboard_id: Number(s.leaderboard_id), modifiers: s.rank_combined ? 16 : 0 }),
    scoreFixture({
      id: 101,
      profile_id: 8,
      profile: loner,
      rank: 2,
      rank_combined: 2,
      modified_score: 800_000,
      perfect_hit_percent: 80,
      good_hit_percent: 10,
      poor_hit_percent: 10,
    }),
  ]);

describe('/leaderboards/{id}', () => {
  it('shows the map header, the charts that exist and the ranked rows', async () => {
    const { calls } = setup(rowsOf);
    expect(await screen.findByRole('heading', { name: 'Shelter' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Porter Robinson')).toBeTruthy();
    expect(screen.getByText('KuritsaDBS')).toBeTruthy();
    const chips = within(screen.getByRole('group', { name: 'Difficulty' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual(['Expert', 'Master']);
    expect(chips[1]!.getAttribute('aria-current')).toBe('true');
    const rows = await screen.findAllByTestId('score-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('#1')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(within(rows[0]!).getByText('912,345')).toBeTruthy();
    expect(within(rows[0]!).getByText('97.3%')).toBeTruthy(); // 95 + 4/2 + 1/4
    expect(within(rows[1]!).getByRole('link', { name: 'SoloGrinder' }).getAttribute('href')).toBe(
      '/leaderboards/profile/8',
    );
    expect(within(rows[1]!).getByText('87.5%')).toBeTruthy();
    const list = callsTo(calls, '/api/scores').find((c) => (c.s as { rank?: unknown }).rank);
    expect(list?.s).toEqual({ leaderboard_id: 11, modifiers: 0, rank: { $gt: 0 } });
    expect(list?.url.searchParams.getAll('join')).toEqual(['profile', 'profile.user']);
    expect(list?.url.searchParams.get('sort')).toBe('rank,ASC');
  });

  it('switches difficulty, modifiers and mode through the URL, and back works', async () => {
    const { calls, router } = setup(rowsOf);
    const user = userEvent.setup();
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('link', { name: 'Expert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/12'));
    await waitFor(() =>
      expect(
        callsTo(calls, '/api/scores').some((c) => (c.s as { leaderboard_id: number }).leaderboard_id === 12),
      ).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: 'Modifiers' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Combined', 'NoFail']);
    await user.click(screen.getByRole('option', { name: 'Combined' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modifiers=combined'));
    await waitFor(() => {
      const combined = callsTo(calls, '/api/scores').filter(
        (c) =>
          c.url.searchParams.get('sort') === 'rank_combined,ASC' && c.url.searchParams.get('limit') === '25',
      );
      expect(combined.at(-1)?.s).toEqual({ leaderboard_id: 12, rank_combined: { $gt: 0 } });
    });
    expect(await screen.findAllByText('NoFail')).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Force' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/13'));
    expect(router.state.location.search).toBe('?modifiers=combined');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/12'));
    expect(router.state.location.search).toBe('?modifiers=combined');
  });

  it('works from the keyboard: Enter on a chip, arrows and Enter on the mode switch', async () => {
    const { router } = setup(rowsOf);
    const user = userEvent.setup();
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    screen.getByRole('link', { name: 'Expert' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/12'));
    await screen.findAllByTestId('score-row');
    screen.getByRole('button', { name: 'Rhythm' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Force' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/13'));
  });

  it('says "No scores yet" for an empty list', async () => {
    setup();
    expect(await screen.findByText('No scores yet', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a failed list with Retry, which asks again', async () => {
    let fail = true;
    const { calls } = setup((s) =>
      fail && s.rank ? jsonResponse(500, { statusCode: 500, message: 'Database down' }) : rowsOf(s),
    );
    expect(
      await screen.findByText(/Could not load scores: Database down/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    const before = callsTo(calls, '/api/scores').length;
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('score-row')).toHaveLength(2);
    expect(callsTo(calls, '/api/scores').length).toBeGreaterThan(before);
  });

  it('answers a signed-in player’s what-if with their rank here and in the season', async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/api/auth/user') return { user: testSession({ id: 3, username: 'Dubu' }).user };
      if (url.pathname === '/api/leaderboards/11') return details[11];
      if (url.pathname === '/api/scores') return envelope([]);
      if (url.pathname === '/api/leaderboard-profiles') return envelope([profileFixture()]);
      if (url.pathname === '/api/rankings/what-if') {
        return {
          leaderboard_rank: 4,
          ranking_rank_now: 30,
          ranking_rank_after: 21,
          season: {
            id: 2,
            slug: 'winter-2026',
            name: 'Winter 2026',
            starts_at: '',
            ends_at: '',
            current: true,
          },
        };
      }
      return undefined;
    });
    renderRoutes(routes, '/leaderboards/11?modifiers=combined');
    const user = userEvent.setup();
    const score = await screen.findByRole('textbox', { name: 'Score' }, { timeout: 8000 });
    await user.type(score, '2000000');
    expect(screen.getByText('A whole number from 0 to 1,000,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveProperty('disabled', true);
    await user.clear(score);
    await user.type(score, '950000');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        /would put you #4 here \(Combined\), and move you from #30 to #21 in the Winter 2026 ranking/,
      ),
    ).toBeTruthy();
    const ask = callsTo(calls, '/api/rankings/what-if')[0]!.url.searchParams;
    expect(Object.fromEntries(ask)).toEqual({
      profile_id: '7',
      leaderboard_id: '11',
      score: '950000',
      modifiers: '-1',
    });
  });

  it('offers no what-if to visitors', async () => {
    setup(rowsOf);
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'What if?' })).toBeNull();
  });

  it('shows the error page for a leaderboard that is not there', async () => {
    stubApi(() => jsonResponse(404, { statusCode: 404, message: 'Leaderboard 99 was not found.' }));
    renderRoutes(routes, '/leaderboards/99');
    expect(await screen.findByText('Leaderboard 99 was not found.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
