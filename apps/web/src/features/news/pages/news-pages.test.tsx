import { screen, waitFor, within } from '@testing-library/react';
import type { NewsPost } from '@synthhub/shared/news/news.schemas';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { listResponse, stubFetch } from '../../../testing/page-test-utils.tsx';
import { jsonResponse, renderRoutes } from '../../../testing/test-utils.tsx';

// The pages are lazy routes: the first render of each compiles its chunk, which is slow in jsdom.
vi.setConfig({ testTimeout: 20_000 });

const post = (over: Partial<NewsPost> = {}): NewsPost => ({
  id: 7,
  slug: '2023/coconut-edition',
  title: 'Chartathon 2023: Coconut Edition',
  summary: 'The summer chartathon.',
  cover_url: '/api/news/covers/7?v=abc',
  official: true,
  published_at: '2023-07-01T12:00:00.000Z',
  created_at: '2023-07-01T12:00:00.000Z',
  updated_at: '2023-07-01T12:00:00.000Z',
  author: { id: 1, username: 'admin' },
  body_markdown: '## Results\n\nCongratulations to **Elysia**.',
  ...over,
});

const notFound = (ref: string) =>
  jsonResponse(404, { statusCode: 404, message: `News post ${ref} was not found.` });

describe('news pages (spec §2; docs/decisions/0028)', () => {
  it('/news/official lists official posts as cards linking to /news/official/{id}, with pages', async () => {
    const { requests } = stubFetch((url) =>
      url.pathname === '/api/news'
        ? listResponse([post(), post({ id: 8, title: 'Welcome to Synthhub', slug: 'welcome' })], {
            total: 14,
            pageCount: 2,
          })
        : notFound(url.pathname),
    );
    renderRoutes(routes, '/news/official');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Official news' }, { timeout: 8000 }),
    ).toBeTruthy();
    const cards = within(await screen.findByRole('region', { name: 'News posts' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2 }).textContent).toBe(
      'Chartathon 2023: Coconut Edition',
    );
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/news/official/7');
    expect(within(cards[0]!).getByText('The summer chartathon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /page 2/i }).getAttribute('href')).toBe('/news/official?page=2');
    const asked = requests().find((u) => u.pathname === '/api/news')!;
    expect([asked.searchParams.get('official'), asked.searchParams.get('page')]).toEqual(['true', '1']);
  });

  it('/news alone goes to /news/official', async () => {
    stubFetch(() => listResponse([post()]));
    const { router } = renderRoutes(routes, '/news');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Official news' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/news/official');
  });

  it('says so when there are no official posts yet', async () => {
    stubFetch(() => listResponse([]));
    renderRoutes(routes, '/news/official');
    expect(await screen.findByText('No news posts yet', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('a year-prefixed slug shows its post with the Markdown body rendered', async () => {
    const { requests } = stubFetch((url) =>
      url.pathname === '/api/news/2023/coconut-edition' ? jsonResponse(200, post()) : notFound(url.pathname),
    );
    renderRoutes(routes, '/news/2023/coconut-edition');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Chartathon 2023: Coconut Edition' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Results' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Elysia').tagName).toBe('STRONG');
    expect(requests().some((u) => u.pathname === '/api/news/2023/coconut-edition')).toBe(true);
  });

  it('/news/official/{id} asks for the post by id', async () => {
    stubFetch((url) => (url.pathname === '/api/news/7' ? jsonResponse(200, post()) : notFound(url.pathname)));
    renderRoutes(routes, '/news/official/7');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Chartathon 2023: Coconut Edition' },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
  });

  it('an unknown slug shows the 404 page with the server’s message', async () => {
    stubFetch(() => notFound('no-such-post'));
    renderRoutes(routes, '/news/no-such-post');
    expect(await screen.findByRole('heading', { name: 'Oopsie Woopsies!' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('News post no-such-post was not found.')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('a server failure offers Retry, which asks again', async () => {
    let calls = 0;
    stubFetch(() => {
      calls++;
      return calls === 1
        ? jsonResponse(500, { statusCode: 500, message: 'Database down' })
        : jsonResponse(200, post());
    });
    renderRoutes(routes, '/news/halloween22');
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 8000 });
    retry.click();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(post().title));
  });
});
