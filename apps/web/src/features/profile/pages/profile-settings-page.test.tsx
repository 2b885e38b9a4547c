import type { ApiToken, Profile } from '@synthhub/shared/profile/profile.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { ProfileSettingsPage } from './profile-settings-page.tsx';

const profile = (over: Partial<Profile> = {}): Profile => ({
  ...testSession().user,
  has_password: true,
  country: null,
  ...over,
});

const token = (id: number, name: string, scopes: ApiToken['scopes'] = ['scores:write']): ApiToken => ({
  id,
  name,
  prefix: 'shp_abc123',
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
  scopes,
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Renders the page at /user/profile with `routes` answering `METHOD /path`; returns the fetch mock. */
function setup(routes: Record<string, Handler>, slot?: React.ReactNode) {
  sessionStore.set(testSession());
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (key === 'GET /api/auth/user') return jsonResponse(200, { user: testSession().user });
    const handler = routes[key];
    return handler ? handler(init) : jsonResponse(404, { statusCode: 404, message: `no ${key}` });
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      { path: '/user/profile', element: <ProfileSettingsPage linkedAccounts={slot} /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/user/profile',
  );
  const calls = (key: string) =>
    fetch.mock.calls.filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    );
  return { calls, user: userEvent.setup() };
}

const body = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

// Each case types into several fields of a large page: on a busy 2-core machine that takes seconds.
describe('ProfileSettingsPage', { timeout: 30_000 }, () => {
  it('shows every section, the linked-accounts slot, and the empty token list', async () => {
    setup(
      {
        'GET /api/user/profile': () => jsonResponse(200, profile()),
        'GET /api/user/tokens': () => jsonResponse(200, { data: [] }),
      },
      <section aria-label="Linked accounts">
        <p>Linked accounts here</p>
      </section>,
    );
    expect(await screen.findByRole('heading', { name: 'Profile Settings', level: 1 })).toBeTruthy();
    for (const name of [
      'Profile picture',
      'Username',
      'Country',
      'E-mail',
      'Password',
      'Linked accounts',
      'API tokens',
      'Sign out everywhere',
      'Delete account',
    ]) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByText('Linked accounts here')).toBeTruthy();
    expect(await screen.findByText('You have no API tokens yet.')).toBeTruthy();
  });

  it('shows the error page when the settings cannot be loaded', async () => {
    setup({
      'GET /api/user/profile': () =>
        jsonResponse(403, { statusCode: 403, message: 'API tokens cannot see this' }),
    });
    expect(await screen.findByText('API tokens cannot see this')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Username' })).toBeNull();
  });

  it('saves a new username, shows it in the session, and shows a 409 in the form', async () => {
    let taken = true;
    const { calls, user } = setup({
      'GET /api/user/profile': () => jsonResponse(200, profile()),
      'GET /api/user/tokens': () => jsonResponse(200, { data: [] }),
      'PATCH /api/user/profile': (init) =>
        taken
          ? jsonResponse(409, { statusCode: 409, message: 'That username is taken' })
          : jsonResponse(200, profile({ username: body(init).username })),
    });
    const form = await screen.findByRole('form', { name: 'Change username' });
    const field = within(form).getByLabelText('Username');
    const save = within(form).getByRole('button', { name: 'Save username' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(field);
    await user.type(field, 'bad name');
    await user.click(save);
    expect(await within(form).findByText(/may only contain letters/)).toBeTruthy();
    expect(calls('PATCH /api/user/profile')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'Taken_1');
    await user.click(save);
    expect(await within(form).findByText('That username is taken')).toBeTruthy();
    taken = false;
    await user.clear(field);
    await user.type(field, 'Fresh_1');
    await user.click(save);
    await waitFor(() => expect(sessionStore.get()?.user.username).toBe('Fresh_1'));
    expect(body(calls('PATCH /api/user/profile').at(-1)![1])).toEqual({ username: 'Fresh_1' });
  });

  it('creates a token, shows its secret once with a copy button, then lists it', async () => {
    const tokens: ApiToken[] = [];
    const { calls, user } = setup({
      'GET /api/user/profile': () => jsonResponse(200, profile()),
      'GET /api/user/tokens': () => jsonResponse(200, { data: [...tokens] }),
      'POST /api/user/tokens': (init) => {
        const created = token(5, body(init).name, body(init).scopes);
        tokens.push(created);
        return jsonResponse(201, { token: created, secret: 'shp_secretvalue' });
      },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Give the token a name')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Token name'), 'Quest mod');
    // What it may do: the game-mod scopes are ticked; none at all is refused.
    const scores = within(dialog).getByRole('checkbox', { name: /^Submit scores: submit scores as you/ });
    const library = within(dialog).getByRole('checkbox', { name: /^Read your library: / });
    const vote = within(dialog).getByRole('checkbox', { name: /^Vote: vote on beatmaps/ });
    expect([scores, library, vote].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);
    await user.click(scores);
    await user.click(library);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one permission for the token')).toBeTruthy();
    await user.click(scores);
    await user.click(vote);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API token' });
    expect((within(shown).getByLabelText('API token') as HTMLInputElement).value).toBe('shp_secretvalue');
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith('shp_secretvalue');
    expect(await within(shown).findByText('Copied to the clipboard.')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Quest mod')).toBeTruthy();
    const may = within(list).getByLabelText('Quest mod may');
    expect(within(may).getByText('Submit scores')).toBeTruthy();
    expect(within(may).getByText('Vote')).toBeTruthy();
    expect(within(may).queryByText('Read your library')).toBeNull();
    expect(screen.queryByText('shp_secretvalue')).toBeNull();
    expect(body(calls('POST /api/user/tokens')[0]![1])).toEqual({
      name: 'Quest mod',
      scopes: ['scores:write', 'votes:write'],
    });
  });

  it('revokes a token only after the confirmation', async () => {
    let tokens = [token(3, 'Old mod')];
    const { calls, user } = setup({
      'GET /api/user/profile': () => jsonResponse(200, profile()),
      'GET /api/user/tokens': () => jsonResponse(200, { data: tokens }),
      'DELETE /api/user/tokens/3': () => {
        tokens = [];
        return jsonResponse(204, null);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Old mod' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this API token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('DELETE /api/user/tokens/3')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Revoke Old mod' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke this API token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API tokens yet.')).toBeTruthy();
    expect(calls('DELETE /api/user/tokens/3')).toHaveLength(1);
  });

  it('deletes the account only once the username is typed exactly, then signs out and goes home', async () => {
    const { calls, user } = setup({
      'GET /api/user/profile': () => jsonResponse(200, profile()),
      'GET /api/user/tokens': () => jsonResponse(200, { data: [] }),
      'DELETE /api/user': () => jsonResponse(204, null),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    await user.type(within(dialog).getByLabelText('Your username'), 'MAPPER7');
    await user.type(within(dialog).getByLabelText('Password'), 'my password');
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('Type your username exactly as shown')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Your username'));
    await user.type(within(dialog).getByLabelText('Your username'), 'mapper7');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText('Home page')).toBeTruthy();
    // The session is forgotten once the settings page has gone (never on it: no bounce to /login).
    await waitFor(() => expect(sessionStore.get()).toBeNull());
    expect(body(calls('DELETE /api/user')[0]![1])).toEqual({
      confirm_username: 'mapper7',
      password: 'my password',
    });
  });

  it('asks for the current password only when the account has one', async () => {
    setup({
      'GET /api/user/profile': () => jsonResponse(200, profile({ has_password: false })),
      'GET /api/user/tokens': () => jsonResponse(200, { data: [] }),
    });
    const form = await screen.findByRole('form', { name: 'Set password' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    expect(within(form).getByLabelText('New password')).toBeTruthy();
    expect(
      within(screen.getByRole('form', { name: 'Change e-mail' })).queryByLabelText('Current password'),
    ).toBeNull();
  });
});
