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
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    });
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('Beatmaps')).toBeTruthy();
    expect(screen.getByText('300')).toBeTruthy();
  });
});
