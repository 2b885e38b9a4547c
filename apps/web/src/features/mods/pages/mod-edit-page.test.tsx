import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { modDetailFixture } from '../testing/mod-fixture.ts';
import { ModEditPage } from './mod-edit-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

function ModStub() {
  return <p>Mod page {useParams().slug}</p>;
}

/** Opens /mods/edit/9 as `session`'s user; PATCH answers the mod with the patch applied. */
function setup(session = testSession()) {
  sessionStore.set(session);
  const calls = stubApi((call) => {
    if (call.url.pathname !== '/api/mods/9') return undefined;
    if (call.method === 'PATCH')
      return jsonResponse(200, { ...modDetailFixture(), ...(call.body as object) });
    return jsonResponse(200, modDetailFixture());
  }, session.user);
  renderRoutes(
    [
      { path: '/mods/edit/:id', element: <ModEditPage /> },
      { path: '/mods/:slug', element: <ModStub /> },
    ],
    '/mods/edit/9',
  );
  return { patches: () => calls.filter((c) => c.method === 'PATCH'), user: userEvent.setup() };
}

describe('ModEditPage (/mods/edit/{id})', () => {
  it('refuses a signed-in user who is neither an author nor an admin', async () => {
    setup(testSession({ id: 99, username: 'stranger' }));
    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit mod' })).toBeNull();
  });

  it('lets a co-author edit: the form holds the mod, only changed fields are sent, then the new slug’s page', async () => {
    const { patches, user } = setup(testSession({ id: 8, username: 'helper8' }));
    const name = await screen.findByLabelText(/^Name/);
    expect((name as HTMLInputElement).value).toBe('Better Timing');
    expect(screen.getByRole('button', { name: 'helper8' })).toBeTruthy();
    // Only the owner (or an admin) changes co-authors (the API answers 403 otherwise).
    expect(screen.getByLabelText('Co-authors').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Only the owner changes the co-authors')).toBeTruthy();
    // The owner alone deletes.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Best Timing');
    const slug = screen.getByLabelText(/^Slug/);
    await user.clear(slug);
    await user.type(slug, 'best-timing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mod page best-timing')).toBeTruthy();
    expect(patches().map((p) => p.body)).toEqual([{ name: 'Best Timing', slug: 'best-timing' }]);
  });

  it('lets the owner delete and lists the versions with Deprecate / Restore', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByLabelText('Co-authors').hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Deprecate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload a version' })).toBeTruthy();
  });
});
