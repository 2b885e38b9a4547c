import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listResponse, renderPage } from '../../../testing/page-test-utils.tsx';
import { jsonResponse } from '../../../testing/test-utils.tsx';
import { modFixture } from '../testing/mod-fixture.ts';
import { ModsPage } from './mods-page.tsx';

// Several interactions per test on a shared 2-core machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

const modRequests = (requests: () => URL[]) => requests().filter((u) => u.pathname === '/api/mods');

describe('ModsPage ("Released Mods", spec §2 /mods)', () => {
  it('renders a card per mod with name, authors, summary, version, platform and downloads', async () => {
    renderPage(<ModsPage />, '/mods', (url) =>
      url.pathname === '/api/mods'
        ? listResponse([
            modFixture(),
            modFixture({
              id: 10,
              cover_url: '/api/mods/10/cover',
              slug: 'quest-tweaks',
              name: 'Quest Tweaks',
              platforms: ['quest'],
              latest_version: '0.3.1',
              authors: [],
            }),
          ])
        : new Response(null, { status: 404 }),
    );
    const card = await screen.findByRole('article', { name: 'Better Timing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Released Mods' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Better Timing' }).getAttribute('href')).toBe(
      '/mods/better-timing',
    );
    expect(within(card).getByText('by mapper7, helper8')).toBeTruthy();
    expect(within(card).getByText('Tighter hit windows for the rhythm purist.')).toBeTruthy();
    expect(within(card).getByText('v1.2.0')).toBeTruthy();
    expect(within(card).getByText('PC')).toBeTruthy();
    expect(within(card).getByText('12 downloads')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Quest Tweaks' });
    expect(within(other).getByText('Quest')).toBeTruthy();
    expect(within(other).getByText('v0.3.1')).toBeTruthy();
    expect(within(other).getByTestId('cover-image')).toBeTruthy();
    // No co-authors answered: the owner is the author line.
    expect(within(other).getByText('by mapper7')).toBeTruthy();
    expect(screen.getByText('2 mods')).toBeTruthy();
    // A mod without a cover shows the purple banner; one with a cover its image.
    expect(within(card).queryByTestId('cover-image')).toBeNull();
  });

  it('shows the mod manager’s latest release between the heading and the search', async () => {
    renderPage(<ModsPage />, '/mods', (url) =>
      url.pathname === '/api/site/external'
        ? jsonResponse(200, {
            mod_manager: {
              tag_name: 'v1.4.2',
              html_url: 'https://example.test/releases/v1.4.2',
              download_url: null,
            },
            community: null,
          })
        : listResponse([modFixture()]),
    );
    const release = await screen.findByRole('region', { name: 'NoodleManagerX v1.4.2' });
    const search = screen.getByRole('search');
    expect(release.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(release).getByRole('link', { name: 'Download v1.4.2' }).getAttribute('href')).toBe(
      'https://example.test/releases/v1.4.2',
    );
  });

  it('sends the URL’s q, platform, game_version and sort, and a new search once typing pauses', async () => {
    const { requests, router } = renderPage(
      <ModsPage />,
      '/mods?q=timing&platform=pc&game_version=2.1.0&sort=download_count',
      () => listResponse([modFixture()]),
    );
    await screen.findByRole('article', { name: 'Better Timing' });
    const first = modRequests(requests)[0]!;
    expect(Object.fromEntries(first.searchParams)).toEqual({
      q: 'timing',
      platform: 'pc',
      game_version: '2.1.0',
      sort: 'download_count',
      page: '1',
      limit: '24',
    });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLElement).textContent).toBe(
      'Most downloaded',
    );

    const search = screen.getByRole('searchbox', { name: 'Search mods' });
    await userEvent.clear(search);
    await userEvent.type(search, 'quest{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('quest'));
    await waitFor(() => expect(modRequests(requests).at(-1)!.searchParams.get('q')).toBe('quest'));
  });

  it('sorts by name ascending from the sort menu and filters on a platform', async () => {
    const { requests, router } = renderPage(<ModsPage />, '/mods', () => listResponse([modFixture()]));
    await screen.findByRole('article', { name: 'Better Timing' });
    expect(modRequests(requests)[0]!.searchParams.get('sort')).toBe('published_at');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name'));
    await waitFor(() => {
      const last = modRequests(requests).at(-1)!;
      expect([last.searchParams.get('sort'), last.searchParams.get('order')]).toEqual(['name', 'asc']);
    });

    await userEvent.click(screen.getByRole('button', { name: /Filters/ }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Platform' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quest' }));
    await waitFor(() => expect(modRequests(requests).at(-1)!.searchParams.get('platform')).toBe('quest'));
    expect(new URLSearchParams(router.state.location.search).get('platform')).toBe('quest');
  });

  it('leaves a game version of the wrong shape out of the request and names the rule', async () => {
    const { requests } = renderPage(<ModsPage />, '/mods?game_version=2.1%20beta', () =>
      listResponse([modFixture()]),
    );
    await screen.findByRole('article', { name: 'Better Timing' });
    expect(modRequests(requests)[0]!.searchParams.has('game_version')).toBe(false);
    expect(screen.getByText(/Game versions are 1-20 letters/)).toBeTruthy();
  });

  it('says "No mods yet" with a hint when there are none', async () => {
    renderPage(<ModsPage />, '/mods', () => listResponse([]));
    expect(await screen.findByText('No mods yet')).toBeTruthy();
    expect(screen.getByText('Sign in to release the first one.')).toBeTruthy();
  });

  it('offers Clear filters when a search matches nothing', async () => {
    const { router } = renderPage(<ModsPage />, '/mods?q=zzz', (url) =>
      listResponse(url.searchParams.get('q') ? [] : [modFixture()]),
    );
    expect(await screen.findByText('No mods match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Better Timing' })).toBeTruthy();
  });

  it('shows the failure with Retry when the list cannot be loaded', async () => {
    renderPage(<ModsPage />, '/mods', () => jsonResponse(500, { statusCode: 500, message: 'Database down' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Could not load mods.*Database down/);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
