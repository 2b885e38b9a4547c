import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { errorResponse, jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { AdminScoreActions } from './admin-score-actions.tsx';

// The admin's "Remove score" button of a board row (docs/decisions/0054 "Honest scores").
afterEach(() => sessionStore.set(null));

function setup(admin: boolean, answer: () => Response = () => new Response(null, { status: 204 })) {
  const session = testSession({ admin });
  sessionStore.set(session);
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    String(input).includes('/api/auth/user') ? jsonResponse(200, { user: session.user }) : answer(),
  );
  vi.stubGlobal('fetch', fetch);
  const onRemoved = vi.fn();
  const utils = renderRoutes([
    { path: '/', element: <AdminScoreActions scoreId={41} playerName="Ada" onRemoved={onRemoved} /> },
  ]);
  const deletes = () => fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  return { ...utils, fetch, deletes, onRemoved, user: userEvent.setup() };
}

describe('AdminScoreActions', () => {
  it('renders nothing for a player who is not an admin', () => {
    setup(false);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('asks for a reason, then sends DELETE with it and reports the removal', async () => {
    const { user, deletes, onRemoved, queryClient } = setup(true);
    queryClient.setQueryData(['scores', 'list', {}], []);
    await user.click(screen.getByRole('button', { name: 'Remove Ada’s score' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Ada’s score?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Impossible accuracy');
    await user.click(confirm);
    await waitFor(() => expect(onRemoved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Score removed.')).toBeTruthy();
    const [[url, init]] = deletes() as [[string, RequestInit]];
    expect(String(url)).toContain('/api/admin/scores/41');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Impossible accuracy' });
    expect(queryClient.getQueryState(['scores', 'list', {}])?.isInvalidated).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Cancel removes nothing; a refusal stays in the dialog with the server’s message', async () => {
    const { user, deletes, onRemoved } = setup(true, () => errorResponse(404, 'Score 41 was not found.'));
    await user.click(screen.getByRole('button', { name: 'Remove Ada’s score' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Ada’s score' }));
    dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Cheat');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not remove the score: Score 41 was not found.',
    );
    expect(onRemoved).not.toHaveBeenCalled();
  });
});
