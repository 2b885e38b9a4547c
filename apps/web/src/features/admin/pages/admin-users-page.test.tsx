import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { listResponse, stubAdminApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

/** `/admin/users` and `/admin/users/{id}` (spec §2 Admin area users). */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const USER = {
  id: 12,
  username: 'spammer12',
  email: 'spam@example.test',
  avatar_url: null,
  admin: false,
  created_at: '2026-10-01T10:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
  deleted_at: null,
  uploads: 3,
};
const DETAIL = {
  user: USER,
  uploads: [
    {
      kind: 'beatmap',
      count: 1,
      items: [
        {
          id: 41,
          title: 'Artist - Neon Skies',
          published: true,
          created_at: USER.created_at,
          url: '/beatmaps/41',
        },
      ],
    },
    { kind: 'playlist', count: 0, items: [] },
    { kind: 'stage', count: 0, items: [] },
    { kind: 'avatar', count: 0, items: [] },
  ],
  reports_by: [],
  reports_about: [
    {
      id: 3,
      kind: 'abuse',
      target_url: null,
      target_kind: 'beatmap',
      target_id: 41,
      contact_email: null,
      name: null,
      message: 'This beatmap is spam uploaded many times.',
      status: 'open',
      reporter: { id: 2, username: 'carol' },
      created_at: USER.created_at,
    },
  ],
  audit: [],
};

describe('/admin/users', () => {
  it('lists accounts with their status and asks the server again for a filter', async () => {
    const calls = stubAdminApi((call) =>
      call.url.pathname === '/api/admin/users'
        ? listResponse([{ ...USER, suspended_at: USER.created_at, suspended_reason: 'Spam' }])
        : undefined,
    );
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByText('spammer12', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('spam@example.test')).toBeTruthy();
    expect(within(screen.getByRole('grid')).getByText('Suspended')).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/api/admin/users')!;
    expect(first.url.searchParams.get('sort')).toBe('created_at,DESC');
    await userEvent.click(screen.getByLabelText('Role'));
    await userEvent.click(await screen.findByRole('option', { name: 'Admins' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.pathname === '/api/admin/users' && c.url.searchParams.get('admin') === 'true',
        ),
      ).toBe(true),
    );
  });
});

describe('/admin/users/{id}', () => {
  it('shows uploads and reports, and suspends with the reason typed', async () => {
    let suspended = false;
    const calls = stubAdminApi((call) => {
      if (call.url.pathname === '/api/admin/users/12/suspend') {
        suspended = true;
        return jsonResponse(200, USER);
      }
      if (call.url.pathname === '/api/admin/users/12')
        return jsonResponse(
          200,
          suspended
            ? {
                ...DETAIL,
                user: { ...USER, suspended_at: USER.created_at, suspended_reason: 'Spam uploads' },
              }
            : DETAIL,
        );
      return undefined;
    });
    renderRoutes(routes, '/admin/users/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'spammer12' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artist - Neon Skies' }).getAttribute('href')).toBe(
      '/beatmaps/41',
    );
    expect(screen.getByText('This beatmap is spam uploaded many times.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true); // a reason is required
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Spam uploads');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/admin/users/12/suspend')?.body).toEqual({
        reason: 'Spam uploads',
      }),
    );
    expect(await screen.findByText(/Suspended .*: Spam uploads/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsuspend' })).toBeTruthy();
  });

  it('deletes only once the username is typed exactly', async () => {
    const calls = stubAdminApi((call) => {
      if (call.method === 'DELETE' && call.url.pathname === '/api/admin/users/12')
        return new Response(null, { status: 204 });
      if (call.url.pathname === '/api/admin/users/12') return jsonResponse(200, DETAIL);
      if (call.url.pathname === '/api/admin/users') return listResponse([]);
      return undefined;
    });
    renderRoutes(routes, '/admin/users/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' }) as HTMLButtonElement;
    await userEvent.type(within(dialog).getByLabelText('Type spammer12 to confirm'), 'spammer1');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText('Type spammer12 to confirm'), '2');
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
  });

  it("turns off revoke, suspend and delete on the admin's own account", async () => {
    stubAdminApi((call) =>
      call.url.pathname === '/api/admin/users/7'
        ? jsonResponse(200, { ...DETAIL, user: { ...USER, id: 7, username: 'mapper7', admin: true } })
        : undefined,
    );
    renderRoutes(routes, '/admin/users/7');
    expect(await screen.findByText(/This is your account/, {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Revoke admin' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Suspend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('grants the admin role after confirming', async () => {
    const calls = stubAdminApi((call) => {
      if (call.url.pathname === '/api/admin/users/12/admin')
        return jsonResponse(200, { ...USER, admin: true });
      if (call.url.pathname === '/api/admin/users/12') return jsonResponse(200, DETAIL);
      return undefined;
    });
    renderRoutes(routes, '/admin/users/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Make admin' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Make spammer12 an admin?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/admin/users/12/admin')?.body).toEqual({
        admin: true,
      }),
    );
    expect(await screen.findByText('spammer12 is now an admin')).toBeTruthy();
  });
});
