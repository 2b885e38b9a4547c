import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { stubAdminApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

/** `/admin/reports/{id}` for a held score's report (docs/decisions/0054 "Honest scores"). */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const REPORT = {
  id: 9,
  kind: 'score',
  target_url: null,
  target_kind: 'score',
  target_id: 77,
  contact_email: null,
  name: null,
  message: 'Score 77 was held for review. Accuracy jump on a new account: accuracy 99.00 % …',
  status: 'open',
  reporter: null,
  created_at: '2026-12-07T10:00:00.000Z',
};
const SCORE = {
  id: 77,
  player: { id: 5, name: 'newbie', user: null, country: 'SE' },
  leaderboard: { id: 31, song_name: 'Neon Skies', difficulty: 3, mode: 0 },
  base_score: 95_000,
  modified_score: 95_000,
  accuracy: 99,
  modifiers: 0,
  perfect_hit_percent: 98,
  good_hit_percent: 2,
  poor_hit_percent: 0,
  notes_hit: 100,
  max_combo: 100,
  hmd: 'Quest 3',
  held: true,
  held_reason: 'Accuracy jump on a new account: accuracy 99.00 % is 26.5 points above …',
  rank_combined: 0,
  created_at: '2026-12-07T10:00:00.000Z',
};

function setup(score: 'held' | 'gone' = 'held') {
  let state: 'held' | 'released' | 'gone' = score;
  const calls = stubAdminApi(({ url, method }) => {
    if (url.pathname === '/api/admin/reports/9') return jsonResponse(200, REPORT);
    if (url.pathname === '/api/admin/scores/77/release' && method === 'POST') {
      state = 'released';
      return jsonResponse(200, { ...SCORE, held: false, held_reason: null });
    }
    if (url.pathname === '/api/admin/scores/77' && method === 'DELETE') {
      state = 'gone';
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/admin/scores/77')
      return state === 'gone'
        ? jsonResponse(404, { statusCode: 404, message: 'Score 77 was not found.' })
        : jsonResponse(200, state === 'held' ? SCORE : { ...SCORE, held: false, held_reason: null });
    return undefined;
  });
  renderRoutes(routes, '/admin/reports/9');
  return calls;
}

const panel = async () => screen.findByRole('region', { name: 'Score 77' }, { timeout: 10_000 });

describe('/admin/reports/{id} for a held score', () => {
  it('shows the score: player, board, score, accuracy and the reason', async () => {
    setup();
    const score = await panel();
    expect(within(score).getByText('Held for review')).toBeTruthy();
    expect(within(score).getByText(SCORE.held_reason)).toBeTruthy();
    expect(within(score).getByRole('link', { name: 'newbie (SE)' }).getAttribute('href')).toBe(
      '/leaderboards/profile/5',
    );
    expect(
      within(score).getByRole('link', { name: 'Neon Skies · Expert · Rhythm' }).getAttribute('href'),
    ).toBe('/leaderboards/31');
    expect(within(score).getByText('95,000 (base 95,000)')).toBeTruthy();
    expect(within(score).getByText(/^99\.00% — perfect 98%/)).toBeTruthy();
    expect(screen.getByText(/Held score report about/)).toBeTruthy();
  });

  it('releases after a confirmation, with the optional note', async () => {
    const calls = setup();
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release score 77?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Note for the audit log/ }),
      'Video checked',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Score released: it counts now.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/admin/scores/77/release')?.body).toEqual({
      reason: 'Video checked',
    });
    await waitFor(() => expect(screen.getByText('Counts')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
  });

  it('removes only with a reason, then says the score is gone', async () => {
    const calls = setup();
    await userEvent.click(within(await panel()).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove score 77?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Reason \(sent to the player\)/ }),
      'Cheat',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText('Score removed.')).toBeTruthy();
    const removal = calls.find((c) => c.method === 'DELETE');
    expect([removal?.url.pathname, removal?.body]).toEqual(['/api/admin/scores/77', { reason: 'Cheat' }]);
    expect(await screen.findByText('This score was removed.')).toBeTruthy();
  });

  it('says so when the score was already removed', async () => {
    setup('gone');
    expect(await screen.findByText('This score was removed.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
