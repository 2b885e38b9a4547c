import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';
import { avatarFixture } from '../testing/avatar-fixture.ts';
import { AvatarsPage } from './avatars-page.tsx';

function setup(answer: (url: URL) => Response, path: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => answer(new URL(String(input), 'http://localhost')));
  vi.stubGlobal('fetch', fetch);
  const utils = renderRoutes([{ path: '/models/avatars', element: <AvatarsPage /> }], path);
  const requests = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
  return { requests, ...utils };
}

const envelope = (data: unknown[]) => ({
  data,
  count: data.length,
  total: data.length,
  page: 1,
  pageCount: 1,
});

// Several interactions per test on a shared 2-core CI machine: allow more than the 5 s default.
vi.setConfig({ testTimeout: 20_000 });

describe('AvatarsPage search and sort', () => {
  it('sends the URL’s term (name or uploader) and sort in the grammar, and offers Clear filters when nothing matches', async () => {
    const { requests, router } = setup(
      (url) =>
        jsonResponse(200, envelope(url.searchParams.has('s') ? [] : [avatarFixture({ published: true })])),
      '/models/avatars?q=neon&sort=downloads',
    );
    expect(await screen.findByText('No avatars match these filters')).toBeTruthy();
    const first = requests()[0]!;
    expect(JSON.parse(first.searchParams.get('s')!)).toEqual({
      $or: [{ name: { $contL: 'neon' } }, { 'user.username': { $contL: 'neon' } }],
    });
    expect(first.searchParams.get('sort')).toBe('download_count,DESC');
    expect((screen.getByRole('searchbox', { name: 'Search avatars' }) as HTMLInputElement).value).toBe(
      'neon',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=downloads'));
    expect(await screen.findByRole('article', { name: 'Neon Fox' })).toBeTruthy();
  });
});
