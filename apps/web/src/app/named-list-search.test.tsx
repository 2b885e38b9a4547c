import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AvatarsPage } from '../features/avatars/pages/avatars-page.tsx';
import { avatarFixture } from '../features/avatars/testing/avatar-fixture.ts';
import { StagesPage } from '../features/stages/pages/stages-page.tsx';
import { stageFixture } from '../features/stages/testing/stage-fixture.ts';
import { listResponse, renderPage } from '../testing/page-test-utils.tsx';

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

/** One list page searched by name or uploader, with its own texts. */
interface NamedListPage {
  name: string;
  element: ReactElement;
  path: string;
  item: unknown;
  noMatch: string;
  searchbox: string;
  card: string;
}

/**
 * The avatars and stages browse pages search by name or uploader the same way (one ItemListPage
 * fed by each kind's descriptor, docs/decisions/0051): the one test of that runs for each page,
 * with the page's own texts; the pages' other tests stay with their feature.
 */
const PAGES: NamedListPage[] = [
  {
    name: 'AvatarsPage',
    element: <AvatarsPage />,
    path: '/models/avatars?q=neon&sort=downloads',
    item: avatarFixture({ published: true }),
    noMatch: 'No avatars match these filters',
    searchbox: 'Search avatars',
    card: 'Neon Fox',
  },
  {
    name: 'StagesPage',
    element: <StagesPage />,
    path: '/models/stages?q=neon&sort=downloads',
    item: stageFixture({ published: true }),
    noMatch: 'No stages match these filters',
    searchbox: 'Search stages',
    card: 'Neon City',
  },
];

describe.each(PAGES)('$name search and sort', (page) => {
  it('sends the URL’s term (name or uploader) and sort in the grammar, and offers Clear filters when nothing matches', async () => {
    const { requests, router } = renderPage(page.element, page.path, (url) =>
      listResponse(url.searchParams.has('s') ? [] : [page.item]),
    );
    expect(await screen.findByText(page.noMatch)).toBeTruthy();
    const first = requests()[0]!;
    expect(JSON.parse(first.searchParams.get('s')!)).toEqual({
      $or: [{ name: { $contL: 'neon' } }, { 'user.username': { $contL: 'neon' } }],
    });
    expect(first.searchParams.get('sort')).toBe('download_count,DESC');
    expect((screen.getByRole('searchbox', { name: page.searchbox }) as HTMLInputElement).value).toBe('neon');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=downloads'));
    expect(await screen.findByRole('article', { name: page.card })).toBeTruthy();
  });
});
