import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { listResponse, stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';

/** `/admin/ost` (spec §2 Admin area "ost"): the OST beatmaps; "Remove from OST" unflags the checked rows. */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const ost = (id: number, title: string) => ({
  id,
  title,
  artist: 'Kluge Audio',
  mapper: 'Kluge Interactive',
  created_at: '2024-01-01T00:00:00.000Z',
  ost: true,
});

describe('/admin/ost', () => {
  it('lists the OST beatmaps and unflags the checked ones after confirmation', async () => {
    const session = testSession({ admin: true });
    sessionStore.set(session);
    const calls: { path: string; method: string; query: string }[] = [];
    stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ path: url.pathname, method, query: url.search });
      if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
      if (url.pathname === '/api/admin/ost')
        return listResponse([ost(31, 'Chrome Horizon'), ost(39, 'Afterglow')]);
      if (url.pathname === '/api/admin/ost/31' && method === 'DELETE')
        return jsonResponse(200, { ...ost(31, 'Chrome Horizon'), ost: false });
      return jsonResponse(404, { statusCode: 404, message: 'Not found' });
    });
    renderRoutes(routes, '/admin/ost');
    const cell = await screen.findByText('Chrome Horizon', {}, { timeout: 5000 });
    expect(calls.find((c) => c.path === '/api/admin/ost')?.query).toContain('sort=title%2CASC');
    await userEvent.click(within(cell.closest('[role="row"]') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from OST' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from OST' }));
    expect(await screen.findByText('1 removed from the OST')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/ost/31']);
  });
});
