import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import {
  boardFixture,
  boardRowFixture,
  type Call,
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

/** The modifier sets of the combined list (`GET /api/scores`, the modifiers filter's options). */
const setsOf = (s: Record<string, unknown>) =>
  envelope([
    scoreFixture({ leaderboard_id: Number(s.leaderboard_id), modifiers: 16 }),
    scoreFixture({ id: 101, profile_id: 8, profile: loner, modifiers: 0 }),
  ]);

/** Dubu (DE, Quest, #1) then SoloGrinder (no account, PC, #2, Spin90 + NoFail). */
const twoRows = () => [
  boardRowFixture(),
  boardRowFixture({
    id: 101,
    rank: 2,
    points: 43.75,
    modified_score: 800_000,
    accuracy: 87.5,
    perfect_hit_percent: 80,
    good_hit_percent: 10,
    poor_hit_percent: 10,
    modifiers: 17,
    max_combo: 1234,
    platform: 'pc',
    created_at: '2026-02-03T12:00:00.000Z',
    player: { id: 8, name: 'SoloGrinder', user: null, country: null },
  }),
];

type BoardAnswer = (url: URL) => Response | object | undefined;

function setup(board: BoardAnswer = () => boardFixture([]), path = '/leaderboards/11') {
  const calls = stubApi(({ url, s }) => {
    if (url.pathname === '/api/auth/user') {
      const session = sessionStore.get();
      return session ? { user: session.user } : jsonResponse(401, { statusCode: 401, message: 'Signed out' });
    }
    const m = /^\/api\/leaderboards\/(\d+)$/.exec(url.pathname);
    if (m) return details[Number(m[1])];
    if (/^\/api\/leaderboards\/\d+\/board$/.test(url.pathname)) return board(url);
    if (url.pathname === '/api/scores') return setsOf(s as Record<string, unknown>);
    return undefined;
  });
  const view = renderRoutes(routes, path);
  return { calls, ...view };
}

const boardCalls = (calls: Call[]) => calls.filter((c) => /\/board$/.test(c.url.pathname));
const lastBoardQuery = (calls: Call[]) => Object.fromEntries(boardCalls(calls).at(-1)!.url.searchParams);

describe('/leaderboards/{id}', () => {
  it('shows the map header with the mapper linked, the charts and the board rows', async () => {
    details[11] = detailFixture({
      beatmap: {
        ...detailFixture().beatmap!,
        user: { id: 9, username: 'Kuritsa', avatar_filename: null, avatar_url: null },
      },
    });
    const { calls } = setup(() => boardFixture(twoRows()));
    expect(await screen.findByRole('heading', { name: 'Shelter' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shelter' }).getAttribute('href')).toBe('/beatmaps/41');
    expect(screen.getByRole('link', { name: 'KuritsaDBS' }).getAttribute('href')).toBe('/profile/Kuritsa');
    details[11] = detailFixture();
    const chips = within(screen.getByRole('group', { name: 'Difficulty' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual(['Expert', 'Master']);
    expect(chips[1]!.getAttribute('aria-current')).toBe('true');
    const rows = await screen.findAllByTestId('score-row');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByText('#1')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Dubu' }).getAttribute('href')).toBe('/profile/Dubu');
    expect(first.getByRole('img', { name: 'Germany' })).toBeTruthy();
    expect(first.getByText('912,345')).toBeTruthy();
    expect(first.getByText('97.3%')).toBeTruthy();
    expect(first.getAllByText('97.3').length).toBeGreaterThan(0); // points, 1 decimal
    expect(first.getByText('850')).toBeTruthy();
    expect(first.getAllByText('Quest').length).toBeGreaterThan(0);
    expect(first.getByText('Mar 1, 2026')).toBeTruthy();
    const second = within(rows[1]!);
    expect(second.getByRole('link', { name: 'SoloGrinder' }).getAttribute('href')).toBe(
      '/leaderboards/profile/8',
    );
    expect(second.getByText('87.5%')).toBeTruthy();
    expect(second.getAllByText('S90 NF').length).toBeGreaterThan(0);
    expect(second.getAllByTitle('Spin90 + NoFail').length).toBeGreaterThan(0);
    expect(second.getAllByText('Spin90 + NoFail').length).toBeGreaterThan(0); // the accessible name
    expect(second.getByText('1,234')).toBeTruthy();
    expect(second.getAllByText('PC').length).toBeGreaterThan(0);
    expect(lastBoardQuery(calls)).toEqual({ modifiers: '0', page: '1', limit: '25' });
    expect(boardCalls(calls)[0]!.url.pathname).toBe('/api/leaderboards/11/board');
  });

  it('switches difficulty, modifiers and mode through the URL, and back works', async () => {
    const { calls, router } = setup(() => boardFixture(twoRows()));
    const user = userEvent.setup();
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    await user.click(screen.getByRole('link', { name: 'Expert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/12'));
    await waitFor(() =>
      expect(boardCalls(calls).some((c) => c.url.pathname === '/api/leaderboards/12/board')).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: 'Modifiers' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Combined', 'NoFail']);
    await user.click(screen.getByRole('option', { name: 'Combined' }));
    await waitFor(() => expect(router.state.location.search).toBe('?modifiers=combined'));
    await waitFor(() => expect(lastBoardQuery(calls).modifiers).toBe('-1'));

    await user.click(screen.getByRole('button', { name: 'Force' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/13'));
    expect(router.state.location.search).toBe('?modifiers=combined');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/leaderboards/12'));
    expect(router.state.location.search).toBe('?modifiers=combined');
  });

  it('works from the keyboard: Enter on a chip, arrows and Enter on the mode switch', async () => {
    const { router } = setup(() => boardFixture(twoRows()));
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

  it('filters by country and platform through the URL; the board is asked with them', async () => {
    const { calls, router } = setup((url) =>
      url.searchParams.get('platform') === 'pc' ? boardFixture([]) : boardFixture(twoRows()),
    );
    const user = userEvent.setup();
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    expect(screen.queryByRole('switch', { name: 'Players I follow' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: /Germany/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=DE'));
    await waitFor(() => expect(lastBoardQuery(calls).country).toBe('DE'));
    await user.click(screen.getByRole('button', { name: 'Quest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=DE&platform=quest'));
    await waitFor(() => expect(lastBoardQuery(calls)).toMatchObject({ country: 'DE', platform: 'quest' }));
    await user.click(screen.getByRole('button', { name: 'PC' }));
    expect(await screen.findByText('No scores match these filters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByTestId('score-row')).toHaveLength(2);
  });

  it('offers "Players I follow" to a signed-in player and asks followed=1', async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    const { calls, router } = setup(() => boardFixture(twoRows()));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Players I follow' }, { timeout: 8000 }));
    await waitFor(() => expect(router.state.location.search).toBe('?followed=1'));
    await waitFor(() => expect(lastBoardQuery(calls).followed).toBe('1'));
  });

  it('pins the signed-in player’s row; Jump to me loads its page, then focuses and highlights it', async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    const mine = boardRowFixture({ id: 412, rank: 30, accuracy: 95.1, points: 12.34 });
    const me = { rank: 30, page: 2, row: mine };
    const { router } = setup((url) =>
      url.searchParams.get('page') === '2'
        ? boardFixture([boardRowFixture({ id: 411, rank: 29 }), mine], {
            page: 2,
            pageCount: 2,
            total: 30,
            me,
          })
        : boardFixture(twoRows(), { pageCount: 2, total: 30, me }),
    );
    const pinned = await screen.findByRole('region', { name: 'Your score' }, { timeout: 8000 });
    expect(within(pinned).getByText('You: #30 · 95.1%')).toBeTruthy();
    expect(within(pinned).getByText('12.3 points')).toBeTruthy();
    await userEvent.setup().click(within(pinned).getByRole('button', { name: 'Jump to me' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(document.activeElement?.id).toBe('board-score-412'));
    const row = document.getElementById('board-score-412')!;
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(row.className).toContain('Mui-selected');
  });

  it('says when the filters leave the signed-in player out', async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    setup(() =>
      boardFixture(twoRows(), { me: { rank: 30, page: null, row: boardRowFixture({ rank: 30 }) } }),
    );
    const pinned = await screen.findByRole('region', { name: 'Your score' }, { timeout: 8000 });
    expect(within(pinned).getByRole('button', { name: 'Not in these filters' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says "No scores yet" for an empty list and shows skeletons while loading', async () => {
    setup();
    expect(await screen.findByText('No scores yet', {}, { timeout: 8000 })).toBeTruthy();
    cleanup();
    setup(() => new Promise<Response>(() => {}) as unknown as object);
    expect(await screen.findByRole('status', { name: 'Loading scores' }, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a failed board with Retry, which asks again', async () => {
    let fail = true;
    const { calls } = setup(() =>
      fail ? jsonResponse(500, { statusCode: 500, message: 'Database down' }) : boardFixture(twoRows()),
    );
    expect(
      await screen.findByText(/Could not load scores: Database down/, {}, { timeout: 8000 }),
    ).toBeTruthy();
    const before = boardCalls(calls).length;
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('score-row')).toHaveLength(2);
    expect(boardCalls(calls).length).toBeGreaterThan(before);
  });

  it('answers a signed-in player’s what-if with their rank here and in the season', async () => {
    sessionStore.set(testSession({ id: 3, username: 'Dubu' }));
    const calls = stubApi(({ url }) => {
      if (url.pathname === '/api/auth/user') return { user: testSession({ id: 3, username: 'Dubu' }).user };
      if (url.pathname === '/api/leaderboards/11') return details[11];
      if (url.pathname === '/api/scores') return envelope([]);
      if (url.pathname === '/api/leaderboards/11/board') return boardFixture([]);
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
    setup(() => boardFixture(twoRows()));
    await screen.findAllByTestId('score-row', {}, { timeout: 8000 });
    expect(screen.queryByRole('heading', { name: 'What if?' })).toBeNull();
  });

  it('shows the error page for a leaderboard that is not there', async () => {
    stubApi(() => jsonResponse(404, { statusCode: 404, message: 'Leaderboard 99 was not found.' }));
    renderRoutes(routes, '/leaderboards/99');
    expect(await screen.findByText('Leaderboard 99 was not found.', {}, { timeout: 8000 })).toBeTruthy();
  });
});
