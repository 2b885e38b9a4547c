import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../testing/test-utils.tsx';
import { VoteButtons } from './vote-buttons.tsx';

const state = (value: number, up: number, down: number) => ({
  value,
  upvote_count: up,
  downvote_count: down,
  vote_diff: up - down,
  score: '0.1000',
  rating: '0.2000',
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch: GET …/vote answers `initial`; PUT/DELETE wait for `release()` then answer `reply()`. */
function stubVotes(initial: object, reply: (call: Call) => Response) {
  const calls: Call[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === '/api/auth/user') return jsonResponse(200, { user: testSession().user });
      if (method === 'GET') return jsonResponse(200, initial);
      const call = { method, path, body };
      calls.push(call);
      await gate;
      return reply(call);
    }),
  );
  return { calls, release: () => release() };
}

const renderButtons = () =>
  renderRoutes([
    {
      path: '/',
      element: <VoteButtons kind="beatmap" itemId={5} counts={{ upvote_count: 3, downvote_count: 1 }} />,
    },
  ]);
const up = () => screen.getByRole('button', { name: /^Upvote/ });
const down = () => screen.getByRole('button', { name: /^Downvote/ });

describe('VoteButtons', () => {
  it('is disabled with "Sign in to vote" when signed out, showing the item counts', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderButtons();
    expect(up().getAttribute('aria-label')).toBe('Upvote (3)');
    expect(down().getAttribute('aria-label')).toBe('Downvote (1)');
    expect((up() as HTMLButtonElement).disabled).toBe(true);
    expect((down() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Sign in to vote')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the caller’s vote, changes it optimistically, then takes the server’s counts', async () => {
    sessionStore.set(testSession());
    const server = stubVotes(state(1, 3, 1), () => jsonResponse(200, state(-1, 2, 2)));
    renderButtons();
    await waitFor(() => expect(up().getAttribute('aria-pressed')).toBe('true'));
    expect(down().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(down());
    await waitFor(() => expect(down().getAttribute('aria-pressed')).toBe('true'));
    expect(up().getAttribute('aria-label')).toBe('Upvote (2)');
    expect(down().getAttribute('aria-label')).toBe('Downvote (2)');
    expect(server.calls).toEqual([{ method: 'PUT', path: '/api/beatmaps/5/vote', body: { value: -1 } }]);
    server.release();
    await waitFor(() => expect(up().getAttribute('aria-pressed')).toBe('false'));
    expect(down().getAttribute('aria-label')).toBe('Downvote (2)');
  });

  it('withdraws the vote when the pressed button is pressed again', async () => {
    sessionStore.set(testSession());
    const server = stubVotes(state(1, 3, 1), () => jsonResponse(200, state(0, 2, 1)));
    renderButtons();
    await waitFor(() => expect(up().getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(up());
    await waitFor(() => expect(up().getAttribute('aria-pressed')).toBe('false'));
    expect(up().getAttribute('aria-label')).toBe('Upvote (2)');
    expect(server.calls).toEqual([{ method: 'DELETE', path: '/api/beatmaps/5/vote', body: undefined }]);
    server.release();
  });

  it('rolls back and shows an error snackbar when the server refuses', async () => {
    sessionStore.set(testSession());
    const server = stubVotes(state(0, 3, 1), () =>
      jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Beatmap 5 was not found.' }),
    );
    renderButtons();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote (3)' })).toBeTruthy());
    fireEvent.click(up());
    await waitFor(() => expect(up().getAttribute('aria-label')).toBe('Upvote (4)'));
    expect(up().getAttribute('aria-pressed')).toBe('true');
    server.release();
    expect(await screen.findByText(/Your vote was not saved: Beatmap 5 was not found/)).toBeTruthy();
    expect(up().getAttribute('aria-label')).toBe('Upvote (3)');
    expect(up().getAttribute('aria-pressed')).toBe('false');
  });
});
