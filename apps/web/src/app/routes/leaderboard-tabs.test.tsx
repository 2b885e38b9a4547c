import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  boardFixture,
  boardRowFixture,
  callsTo,
  envelope,
  leaderboardFixture,
  scoreFixture,
  stubApi,
} from '../../features/leaderboards/testing/fixtures.ts';
import { hashOf, itemFixture, playlistFixture } from '../../features/playlists/testing/playlist-fixture.ts';
import { beatmapFixture } from '../../testing/beatmap-fixture.ts';
import { renderRoutes } from '../../testing/test-utils.tsx';
import { routes } from '../router.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** Beatmap 41's charts: Master and Expert Rhythm, Hard Force. */
const charts = [
  leaderboardFixture({ id: 11, difficulty: 4, mode: 0, scores: 120 }),
  leaderboardFixture({ id: 12, difficulty: 3, mode: 0, scores: 300 }),
  leaderboardFixture({ id: 13, difficulty: 2, mode: 1, scores: 5 }),
];

const scoresOf = (s: { leaderboard_id?: number }) =>
  envelope([
    scoreFixture({ leaderboard_id: s.leaderboard_id ?? 0, modified_score: 1000 + (s.leaderboard_id ?? 0) }),
  ]);

describe('Leaderboards tab of /beatmaps/{id}', () => {
  it('shows the hardest Rhythm chart, and keeps difficulty, mode and modifiers in the URL query', async () => {
    const calls = stubApi(({ url, s }) => {
      if (url.pathname === '/api/beatmaps/41') return beatmapFixture({ id: 41, title: 'Shelter' });
      if (url.pathname === '/api/leaderboards') return envelope(charts);
      if (url.pathname === '/api/scores') return scoresOf(s as { leaderboard_id?: number });
      const board = /^\/api\/leaderboards\/(\d+)\/board$/.exec(url.pathname);
      if (board) return boardFixture([boardRowFixture({ modified_score: 1000 + Number(board[1]) })]);
      return undefined;
    });
    const { router } = renderRoutes(routes, '/beatmaps/41/leaderboards');
    expect(await screen.findByRole('heading', { name: 'Shelter' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Leaderboards' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByTestId('score-row');
    expect(within(row).getByText('1,011')).toBeTruthy();
    expect(callsTo(calls, '/api/leaderboards')[0]!.s).toEqual({ beatmap_id: 41, challenge: 0 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Expert' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=3&mode=0'));
    expect(await screen.findByText('1,012')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Force' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=2&mode=1'));
    expect(await screen.findByText('1,013')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the full leaderboard' }).getAttribute('href')).toBe(
      '/leaderboards/13',
    );
    await user.click(screen.getByRole('button', { name: 'Quest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?difficulty=2&mode=1&platform=quest'));
    await waitFor(() =>
      expect(callsTo(calls, '/api/leaderboards/13/board').at(-1)!.url.searchParams.get('platform')).toBe(
        'quest',
      ),
    );
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('href')).toBe('/beatmaps/41');
  });

  it('says "No scores yet" when the beatmap has no leaderboard', async () => {
    stubApi(({ url }) => {
      if (url.pathname === '/api/beatmaps/41') return beatmapFixture({ id: 41, title: 'Shelter' });
      if (url.pathname === '/api/leaderboards') return envelope([]);
      return undefined;
    });
    renderRoutes(routes, '/beatmaps/41/leaderboards');
    expect(await screen.findByText('No scores yet', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('Leaderboards tab of /playlists/{id}', () => {
  it('shows each map on Synthhub with the top rows of its most played chart', async () => {
    const calls = stubApi(({ url, s }) => {
      if (url.pathname === '/api/playlists/5') {
        return playlistFixture({
          published: true,
          items: [
            itemFixture(),
            itemFixture({ id: 2, hash: hashOf(2), beatmap_id: null, beatmap: null, name: 'Elsewhere' }),
          ],
        });
      }
      if (url.pathname === '/api/leaderboards') return envelope(charts);
      if (url.pathname === '/api/scores') return scoresOf(s as { leaderboard_id?: number });
      return undefined;
    });
    renderRoutes(routes, '/playlists/5/leaderboards');
    const section = await screen.findByRole('region', { name: 'Shelter' }, { timeout: 8000 });
    expect(await within(section).findByText(/Expert · Rhythm · combined/)).toBeTruthy();
    expect(await within(section).findByText('1,012')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Elsewhere' })).toBeNull();
    const top = callsTo(calls, '/api/scores')[0]!;
    expect(top.s).toEqual({ leaderboard_id: 12, rank_combined: { $gt: 0 } });
    expect(top.url.searchParams.get('limit')).toBe('3');
  });
});

// The Leaderboards tab of /profile/{username} (header, plays, empty state) is tested in
// features/leaderboards/components/profile-scores.test.tsx.
