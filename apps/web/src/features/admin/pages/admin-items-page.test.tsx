import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { sessionStore } from '../../../lib/session-store.ts';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { type ApiCall, listResponse, stubAdminApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

/** The admin item screens (spec §2 "Admin area"; docs/decisions/0030): grid, bulk actions, detail edit. */
afterEach(() => {
  sessionStore.set(null);
  vi.unstubAllGlobals();
});

const admin = (row: object) => ({ ...row, deleted_at: null, featured_at: null });
const ROWS = [
  admin(beatmapFixture({ id: 5, title: 'Neon Skies' })),
  admin(beatmapFixture({ id: 6, title: 'Glass Rain', published: false, published_at: null })),
];

/** Signs in an admin and answers the admin API from `ROWS` unless `answer` does; returns the calls seen. */
function setup(path: string, answer: (call: ApiCall) => Response | undefined = () => undefined) {
  const calls = stubAdminApi((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.url.pathname === '/api/admin/beatmaps') return listResponse(ROWS);
    if (call.url.pathname === '/api/admin/beatmaps/5') return jsonResponse(200, ROWS[0]);
    return undefined;
  });
  return { calls, view: renderRoutes(routes, path) };
}

describe('/admin/beatmaps', () => {
  it('lists every beatmap with its state and filters by status in the list grammar', async () => {
    const { calls } = setup('/admin/beatmaps');
    expect(await screen.findByText('Neon Skies', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/api/admin/beatmaps')!;
    expect(first.url.searchParams.get('page')).toBe('1');
    expect(first.url.searchParams.get('status')).toBeNull();
    await userEvent.click(screen.getByLabelText('Status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('status')).toBe('deleted'));
  });

  it('deletes the checked beatmaps with the reason typed, in one bulk request', async () => {
    const { calls } = setup('/admin/beatmaps', (call) =>
      call.method === 'POST'
        ? jsonResponse(200, {
            results: [
              { id: 5, ok: true },
              { id: 6, ok: true },
            ],
          })
        : undefined,
    );
    await screen.findByText('Neon Skies', {}, { timeout: 15_000 });
    for (const title of ['Neon Skies', 'Glass Rain']) {
      const row = screen.getByText(title).closest('[role="row"]') as HTMLElement;
      await userEvent.click(within(row).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/restored for 30 days/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Reason (sent to the owner)'), 'Stolen charts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 beatmaps')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/beatmaps/actions');
    expect(post.body).toEqual({ ids: [5, 6], action: 'delete', reason: 'Stolen charts' });
  });

  it('shows the refused ones when a bulk action partly fails', async () => {
    setup('/admin/beatmaps', (call) =>
      call.method === 'POST'
        ? jsonResponse(200, {
            results: [{ id: 5, ok: false, status: 409, error: 'Beatmap 5 is not deleted.' }],
          })
        : undefined,
    );
    await screen.findByText('Neon Skies', {}, { timeout: 15_000 });
    const row = screen.getByText('Neon Skies').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('Feature failed: Beatmap 5 is not deleted.')).toBeTruthy();
  });
});

describe('/admin/beatmaps/:id', () => {
  it('edits the metadata with the shared schema: a blank title is refused, a new one is sent', async () => {
    const { calls } = setup('/admin/beatmaps/5', (call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...ROWS[0], ...(call.body as object) }) : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Edit beatmap' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Neon Skies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(
      '/beatmaps/5',
    );
    const title = within(form).getByLabelText(/Title/);
    await userEvent.clear(title);
    expect(await within(form).findByText('Required')).toBeTruthy();
    await userEvent.type(title, 'Neon Skies (Remaster)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/admin/beatmaps/5');
    expect(patch.body).toMatchObject({ title: 'Neon Skies (Remaster)', artist: 'The Rebels' });
    expect(await screen.findByText('Beatmap saved!')).toBeTruthy();
    // The item's history comes from the audit log.
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/admin/audit' &&
          c.url.searchParams.get('target_kind') === 'beatmap' &&
          c.url.searchParams.get('target_id') === '5',
      ),
    ).toBe(true);
  });
});
