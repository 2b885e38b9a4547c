import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_TITLE, SearchButton } from '../../../app/layout/search-button.tsx';
import { beatmapFixture } from '../../../testing/beatmap-fixture.ts';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

const page = (data: unknown[]) => ({ data, count: data.length, total: data.length, page: 1, pageCount: 1 });
const MODEL_PATHS = ['/api/playlists', '/api/models/stages', '/api/models/avatars'];

/** Renders the search button in a layout route (so route changes keep it mounted) over a stubbed API. */
function setup(handler: (url: URL) => unknown[] | undefined = () => []) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const data = handler(url);
    return data ? jsonResponse(200, page(data)) : jsonResponse(500, { statusCode: 500, message: 'Boom' });
  });
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes([
    {
      path: '/',
      element: (
        <>
          <SearchButton />
          <Outlet />
        </>
      ),
      children: [
        { index: true, element: <p>Home page</p> },
        { path: 'beatmaps/:id', element: <p>Beatmap page</p> },
      ],
    },
  ]);
  const calls = () => fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost'));
  return { ...utils, fetch, calls, user: userEvent.setup() };
}

async function search(user: ReturnType<typeof userEvent.setup>, term: string) {
  await user.click(await screen.findByRole('button', { name: SEARCH_TITLE }));
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), term);
  return dialog;
}

describe('global search dialog (spec §2, §5, §7)', () => {
  it('a 4-character term queries beatmaps and users only, after the debounce', async () => {
    const { calls, user } = setup();
    const dialog = await search(user, 'neon');
    expect(calls()).toHaveLength(0); // debounced: nothing yet
    expect(await within(dialog).findByText('No results', {}, { timeout: 4000 })).toBeTruthy();
    const paths = calls().map((u) => u.pathname);
    expect(paths).toContain('/api/beatmaps');
    expect(paths.filter((p) => MODEL_PATHS.includes(p))).toEqual([]);

    const beatmaps = calls().find((u) => u.pathname === '/api/beatmaps');
    expect(beatmaps?.searchParams.get('join')).toBe('user');
    expect(beatmaps?.searchParams.get('sort')).toBe('published_at,DESC');
    expect(beatmaps?.searchParams.get('limit')).toBe('5');
    expect(beatmaps?.searchParams.get('page')).toBe('1');
    expect(JSON.parse(beatmaps?.searchParams.get('s') ?? '{}').$and[0].$or).toEqual([
      { text_search: { $tsQuery: 'neon' } },
      { artist: { $contL: 'neon' } },
      { title: { $contL: 'neon' } },
      { 'user.username': { $contL: 'neon' } },
    ]);

    // exact user match first, then (term over 3 characters) the fuzzy fallback with limit 2
    const userCalls = calls().filter((u) => u.pathname === '/api/user');
    expect(userCalls.map((u) => JSON.parse(u.searchParams.get('s') ?? '{}'))).toEqual([
      { username: { $eqL: 'neon' } },
      { username: { $contL: 'neon' } },
    ]);
    expect(userCalls[0]?.searchParams.getAll('join')).toEqual(['beatmaps', 'leaderboard_profile']);
    expect(userCalls[0]?.searchParams.get('sort')).toBe('username,ASC');
    expect(userCalls[1]?.searchParams.get('limit')).toBe('2');
  });

  it('a 5+ character term queries every group and renders grouped links', async () => {
    const { calls, user } = setup((url) => {
      switch (url.pathname) {
        case '/api/user':
          return [{ id: 3, username: 'Dubu' }];
        case '/api/beatmaps':
          return [beatmapFixture({ id: 41, artist: 'Dubu', title: 'Neon Pulse', mapper: 'Dubu' })];
        case '/api/playlists':
          return [{ id: 5, name: 'Neon Nights' }];
        case '/api/models/stages':
          return [{ id: 6, name: 'Neon City' }];
        case '/api/models/avatars':
          return [{ id: 8, name: 'Neon Robot' }];
        case '/api/leaderboard-profiles':
          return [{ id: 9, name: 'Neon P' }];
        default:
          return undefined;
      }
    });
    const dialog = await search(user, 'Neon P');
    const beatmaps = await within(dialog).findByRole('list', { name: 'Beatmaps' }, { timeout: 4000 });
    await waitFor(() => expect(within(dialog).queryByLabelText('Searching')).toBeNull());

    for (const p of MODEL_PATHS) {
      const call = calls().find((u) => u.pathname === p);
      expect(JSON.parse(call?.searchParams.get('s') ?? '{}')).toEqual({ name: { $contL: 'neon p' } });
      expect(call?.searchParams.get('limit')).toBe('3');
    }
    // the exact match was found: no fuzzy fallback
    expect(calls().filter((u) => u.pathname === '/api/user')).toHaveLength(1);

    const href = (group: string, name: RegExp | string) =>
      within(within(dialog).getByRole('list', { name: group }))
        .getByRole('link', { name })
        .getAttribute('href');
    expect(href('Users', 'Dubu')).toBe('/profile/Dubu');
    expect(href('Beatmaps', /Dubu - Neon Pulse/)).toBe('/beatmaps/41');
    expect(href('Playlists', 'Neon Nights')).toBe('/playlists/5');
    expect(href('Stages', 'Neon City')).toBe('/models/stages/6');
    expect(href('Avatars', 'Neon Robot')).toBe('/models/avatars/8');
    // Dubu has no leaderboard profile, so profiles named exactly like the term are searched
    expect(href('Leaderboard Profiles', 'Neon P')).toBe('/leaderboards/profile/9');
    // the results end with the browse page searching the term
    const seeAll = within(dialog).getByRole('link', { name: /^See all results/ });
    expect(seeAll.getAttribute('href')).toBe('/beatmaps?q=Neon+P');
    const links = within(dialog).getAllByRole('link');
    expect(links.at(-1)).toBe(seeAll);
    const profiles = calls().filter((u) => u.pathname === '/api/leaderboard-profiles');
    expect(profiles.map((u) => JSON.parse(u.searchParams.get('s') ?? '{}'))).toEqual([
      { name: { $eqL: 'Neon P' } },
    ]);
    expect(within(beatmaps).getByText('1234 downloads')).toBeTruthy();
    expect(within(beatmaps).getByText('56 upvotes')).toBeTruthy();
    expect(within(beatmaps).getByText('3 downvotes')).toBeTruthy();
  });

  it("shows a matched user's leaderboard profile without searching profiles by name", async () => {
    const { calls, user } = setup((url) =>
      url.pathname === '/api/user'
        ? [{ id: 3, username: 'Dubu', leaderboard_profile: { id: 12, name: 'DubuVR' } }]
        : url.pathname === '/api/leaderboard-profiles'
          ? undefined
          : [],
    );
    const dialog = await search(user, 'dubu');
    const group = await within(dialog).findByRole(
      'list',
      { name: 'Leaderboard Profiles' },
      { timeout: 4000 },
    );
    expect(within(group).getByRole('link', { name: 'DubuVR' }).getAttribute('href')).toBe(
      '/leaderboards/profile/12',
    );
    await waitFor(() => expect(within(dialog).queryByLabelText('Searching')).toBeNull());
    expect(calls().filter((u) => u.pathname === '/api/leaderboard-profiles')).toEqual([]);
  });

  it('shows an error when a search fails', async () => {
    const { user } = setup((url) => (url.pathname === '/api/beatmaps' ? undefined : []));
    const dialog = await search(user, 'abc');
    expect(await within(dialog).findByText(/Search failed: Boom/, {}, { timeout: 4000 })).toBeTruthy();
  });

  it('a route change closes the dialog and resets it', async () => {
    const { user, router } = setup((url) =>
      url.pathname === '/api/beatmaps' ? [beatmapFixture({ id: 41, artist: 'Dubu', title: 'Echo' })] : [],
    );
    const dialog = await search(user, 'echo');
    await user.click(await within(dialog).findByRole('link', { name: /Dubu - Echo/ }, { timeout: 4000 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/beatmaps/41');
    expect(screen.getByText('Beatmap page')).toBeTruthy();

    await user.keyboard('{Control>}k{/Control}');
    const reopened = await screen.findByRole('dialog', { name: 'Search' });
    expect((within(reopened).getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(within(reopened).queryByRole('link')).toBeNull();
  });

  it('arrow keys move from the field through the result links; Escape closes', async () => {
    const { user } = setup((url) =>
      url.pathname === '/api/beatmaps'
        ? [beatmapFixture({ id: 1, title: 'Solar' }), beatmapFixture({ id: 2, title: 'Pulse' })]
        : [],
    );
    const dialog = await search(user, 'rebels');
    await within(dialog).findByRole('list', { name: 'Beatmaps' }, { timeout: 4000 });
    const links = within(dialog).getAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    // "See all results" is the last stop
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: /^See all results/ }));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
