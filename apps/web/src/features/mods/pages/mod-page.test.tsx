import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store.ts';
import { type ApiCall, stubApi } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes, testSession } from '../../../testing/test-utils.tsx';
import { modDetailFixture, modVersionFixture } from '../testing/mod-fixture.ts';
import { ModPage } from './mod-page.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** Renders /mods/better-timing answered by `handler` (default: the two-version fixture). */
function setup(handler?: (call: ApiCall) => Response | undefined, user?: ReturnType<typeof testSession>) {
  if (user) sessionStore.set(user);
  const calls = stubApi(
    (call) =>
      handler?.(call) ??
      (call.url.pathname === '/api/mods/better-timing' ? jsonResponse(200, modDetailFixture()) : undefined),
    user?.user,
  );
  renderRoutes([{ path: '/mods/:slug', element: <ModPage /> }], '/mods/better-timing');
  return calls;
}

describe('ModPage (/mods/{slug})', () => {
  it('shows the mod and both versions in the answered order, with changelogs, dependencies and the deprecated chip', async () => {
    setup((call) =>
      call.url.pathname === '/api/mods/better-timing'
        ? jsonResponse(
            200,
            modDetailFixture({
              versions: [
                modVersionFixture({
                  dependencies: [{ mod_id: 3, slug: 'core-lib', name: 'Core Lib', range: '^2.0.0' }],
                }),
                modVersionFixture({
                  id: 30,
                  version: '1.1.0',
                  changelog: 'First public release.',
                  deprecated: true,
                }),
              ],
            }),
          )
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Better Timing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'helper8' }).getAttribute('href')).toBe('/profile/helper8');
    expect(screen.getByText('MIT')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Source code' }).getAttribute('href')).toBe(
      'https://github.com/example/better-timing',
    );
    expect(screen.getByRole('link', { name: 'timing: mods with this tag' }).getAttribute('href')).toBe(
      '/mods?q=timing',
    );
    // The description is Markdown: its `#` heading becomes an h2, `**better**` bold.
    expect(await screen.findByRole('heading', { level: 2, name: 'About' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 1.2.0' })).toBeTruthy();
    // Mods are voted and reported like every other item.
    expect(
      within(screen.getByRole('group', { name: 'Vote' })).getByRole('button', { name: /^Upvote/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Report/ })).toBeTruthy();

    const items = within(screen.getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Version 1.2.0', 'Version 1.1.0']);
    const [latest, old] = items as [HTMLElement, HTMLElement];
    expect(await within(latest).findByText('timing')).toBeTruthy();
    expect(within(latest).getByText('timing').tagName).toBe('STRONG');
    expect(within(latest).queryByText('Deprecated')).toBeNull();
    expect(within(latest).getByRole('link', { name: 'Core Lib' }).getAttribute('href')).toBe(
      '/mods/core-lib',
    );
    expect(within(latest).getByText('^2.0.0')).toBeTruthy();
    expect(within(latest).getByRole('button', { name: 'Download BetterTiming-1.2.0.dll' })).toBeTruthy();
    expect(await within(old).findByText('First public release.')).toBeTruthy();
    expect(within(old).getByText('Deprecated')).toBeTruthy();
    expect(within(old).getByRole('button', { name: 'Download BetterTiming-1.1.0.dll' })).toBeTruthy();
    // A visitor gets no author actions.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deprecate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('never renders raw HTML from a description', async () => {
    setup((call) =>
      call.url.pathname === '/api/mods/better-timing'
        ? jsonResponse(
            200,
            modDetailFixture({ description: 'Hi <img src=x onerror="alert(1)"> [x](javascript:alert(1))' }),
          )
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Better Timing' });
    await screen.findByText(/Hi/);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('gives a co-author Edit, Upload version and Deprecate / Restore, but not Delete', async () => {
    const calls = setup(
      (call) =>
        call.method === 'PATCH' ? jsonResponse(200, modVersionFixture({ deprecated: true })) : undefined,
      testSession({ id: 8, username: 'helper8' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Better Timing' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/mods/edit/9');
    expect(screen.getByRole('button', { name: 'Upload version' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deprecate' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ body: { deprecated: true } }),
    );
    expect(calls.find((c) => c.method === 'PATCH')!.url.pathname).toBe('/api/mods/9/versions/31');
    expect(await screen.findByText('Version 1.2.0 deprecated.')).toBeTruthy();
  });

  it('gives the owner Delete', async () => {
    setup(undefined, testSession());
    await screen.findByRole('heading', { level: 1, name: 'Better Timing' });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown slug', async () => {
    setup((call) =>
      call.url.pathname === '/api/mods/better-timing'
        ? jsonResponse(404, { statusCode: 404, message: 'Mod better-timing was not found.' })
        : undefined,
    );
    expect(await screen.findByText('Mod better-timing was not found.')).toBeTruthy();
  });
});
