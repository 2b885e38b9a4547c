import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { stubApi, stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';

/** `/admin` (spec §2 "Admin area", §6 guard): "Unauthorized" for anyone but an admin, the totals for an admin. */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

describe('/admin', () => {
  it('shows "Unauthorized" to a signed-in non-admin, below /admin too, and asks the API nothing of it', async () => {
    sessionStore.set(testSession({ admin: false }));
    const calls = stubApi(() => undefined);
    for (const path of ['/admin', '/admin/beatmaps']) {
      const view = renderRoutes(routes, path);
      expect(await screen.findByText('Unauthorized')).toBeTruthy();
      view.unmount();
    }
    expect(calls.some((c) => c.url.pathname.startsWith('/api/admin'))).toBe(false);
  });

  it("shows an admin the site's totals", async () => {
    const session = testSession({ admin: true });
    sessionStore.set(session);
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (url.pathname === '/api/admin/counts')
        return jsonResponse(200, { users: 1234, beatmaps: 300, playlists: 24, stages: 25, avatars: 26 });
      if (url.pathname === '/api/admin/audit') {
        audits.push(url.searchParams);
        return jsonResponse(200, {
          data: [
            {
              id: 7,
              actor: { id: 1, username: 'modhelper' },
              action: 'beatmap.unpublish',
              target_kind: 'beatmap',
              target_id: '41',
              target_label: 'Neon Skies',
              before: { published: true },
              after: { published: false },
              reason: 'Wrong audio',
              created_at: '2026-11-26T10:00:00.000Z',
            },
          ],
          count: 1,
          total: 1,
          page: 1,
          pageCount: 1,
        });
      }
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    });
    const audits: URLSearchParams[] = [];
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    // The audit log: who, what, the target linked to its admin screen, the change and the reason.
    const target = await screen.findByRole('link', { name: 'beatmap Neon Skies' });
    expect(target.getAttribute('href')).toBe('/admin/beatmaps/41');
    expect(screen.getByText('modhelper')).toBeTruthy();
    expect(screen.getByText('published: true → false')).toBeTruthy();
    expect(screen.getByText('Wrong audio')).toBeTruthy();
    expect(audits[0]?.get('page')).toBe('1');
    expect(audits[0]?.get('limit')).toBe('25');
    // The navigation of the admin area.
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(await screen.findByText('1,234')).toBeTruthy();
    // The totals' term (the navigation has a Beatmaps tab too).
    expect(screen.getByText('Beatmaps', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
  });
});
