import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { listResponse, stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';

/** `/admin/reviews` (spec §2 Admin area reviews; docs/decisions/0027). */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const REVIEW = {
  id: 5,
  text: 'This map is terrible and so is the mapper.',
  recommend: false,
  beatmap: { id: 41, title: 'Neon Skies', artist: 'Artist' },
  user: { id: 12, username: 'rude12' },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  hidden_at: null as string | null,
};

function setup(path = '/admin/reviews') {
  const session = testSession({ admin: true });
  sessionStore.set(session);
  let hidden: string | null = null;
  const calls: { url: URL; method: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url.pathname === '/api/auth/user') return jsonResponse(200, { user: session.user });
    if (url.pathname === '/api/admin/reviews') return listResponse([{ ...REVIEW, hidden_at: hidden }]);
    if (url.pathname === '/api/admin/reviews/5/hide') {
      hidden = '2026-11-02T10:00:00.000Z';
      return jsonResponse(200, { ...REVIEW, hidden_at: hidden });
    }
    if (url.pathname === '/api/admin/reviews/5' && method === 'DELETE')
      return new Response(null, { status: 204 });
    if (url.pathname === '/api/admin/reviews/5') return jsonResponse(200, { ...REVIEW, hidden_at: hidden });
    if (url.pathname === '/api/admin/audit') return listResponse([]);
    if (url.pathname === '/api/admin/reviews/5/unhide') {
      hidden = null;
      return jsonResponse(200, REVIEW);
    }
    return jsonResponse(404, { statusCode: 404, message: 'Not found' });
  });
  renderRoutes(routes, path);
  return calls;
}

describe('/admin/reviews', () => {
  it("lists reviews with links to the beatmap's reviews and the author", async () => {
    const calls = setup();
    expect(await screen.findByText(REVIEW.text, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artist - Neon Skies' }).getAttribute('href')).toBe(
      '/beatmaps/41/reviews',
    );
    expect(screen.getByRole('link', { name: 'rude12' }).getAttribute('href')).toBe('/admin/users/12');
    expect(calls.find((c) => c.url.pathname === '/api/admin/reviews')?.url.searchParams.get('sort')).toBe(
      'created_at,DESC',
    );
  });

  it('hides a review with the reason typed, then shows it again', async () => {
    const calls = setup();
    await userEvent.click(
      await screen.findByRole('button', { name: "Hide rude12's review of Neon Skies" }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Insults the mapper');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/admin/reviews/5/hide')?.body).toEqual({
        reason: 'Insults the mapper',
      }),
    );
    expect(await within(screen.getByRole('grid')).findByText('Hidden')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Unhide rude12's review of Neon Skies" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/admin/reviews/5/unhide')).toBe(true),
    );
  });

  it('shows one review whole and deletes it with a reason, back to the grid', async () => {
    const calls = setup('/admin/reviews/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Review by rude12' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(REVIEW.text)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Delete rude12's review of Neon Skies" }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Abusive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ reason: 'Abusive' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
  });
});
