// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beatmapFixture } from '../testing/beatmap-fixture.ts';
import { firstPageQueries, pageModule, renderPage } from './entry-server.tsx';

/**
 * The web build's server renderer (docs/decisions/0029), run as the server runs it: in Node, with no
 * `window` or `document`. The list's query and key are the ones the page reads, and the page is drawn
 * from the answer it is handed: every card's title and link, the first covers loaded first, one
 * <style> for the head.
 */
const url = (path: string) => new URL(path, 'http://localhost');

describe('firstPageQueries and pageModule', () => {
  it('ask for the list request /beatmaps makes, with its filters from the URL', () => {
    expect(firstPageQueries(url('/beatmaps?q=neon&page=2'))).toEqual([
      {
        key: ['beatmaps', 'list', expect.objectContaining({ page: 2, limit: 24 })],
        path: '/api/beatmaps',
        query: expect.objectContaining({ page: 2, limit: 24, s: expect.stringContaining('neon') }),
      },
    ]);
    expect(firstPageQueries(url('/beatmaps/recent'))).toHaveLength(1);
    expect(pageModule(url('/beatmaps'))).toBe('src/features/beatmaps/pages/beatmaps-page.tsx');
  });

  it('leave every other page to the browser', () => {
    for (const path of ['/', '/beatmaps/12', '/playlists', '/nope']) {
      expect(firstPageQueries(url(path)), path).toBeNull();
      expect(pageModule(url(path)), path).toBeNull();
    }
  });
});

describe('renderPage', () => {
  const answer = {
    data: [
      beatmapFixture({ id: 7, title: 'Neon <Rain>', artist: 'Volt' }),
      beatmapFixture({ id: 8, title: 'Second Song', artist: 'Volt' }),
    ],
    count: 2,
    total: 2,
    page: 1,
    pageCount: 1,
  };

  it('draws the list from the answer, as an anonymous visitor sees it', async () => {
    const u = url('/beatmaps');
    const queries = firstPageQueries(u)!;
    const page = await renderPage(u, queries, [answer], true);
    expect(page).not.toBeNull();
    const { html, head, state } = page!;
    expect(html).toContain('Custom Songs');
    expect(html).toContain('Volt - Neon &lt;Rain&gt;');
    expect(html).toContain('href="/beatmaps/7"');
    expect(html).toContain('href="/beatmaps/8"');
    expect(html).toMatch(/fetchPriority="high"/i);
    expect(html).toContain('Login');
    // no <style> elements in the body: one for the head, in the form emotion's browser cache adopts
    expect(html).not.toMatch(/<style/);
    expect(head).toMatch(/^<style data-emotion="css [\w -]+">.+<\/style>$/s);
    expect(state.queries[0]?.state.data).toEqual(answer);
  });

  it('draws the loading state when the answer is missing', async () => {
    const u = url('/beatmaps');
    const page = await renderPage(u, firstPageQueries(u)!, [undefined], false);
    expect(page!.html).toContain('Loading beatmaps');
    expect(page!.html).not.toContain('href="/beatmaps/7"');
  });

  it('lays the page out for the screen it was asked for', async () => {
    const u = url('/beatmaps');
    const phone = await renderPage(u, firstPageQueries(u)!, [answer], true);
    const desktop = await renderPage(u, firstPageQueries(u)!, [answer], false);
    // the menu button opens the drawer below 1200 px; on a desktop the sidebar is always there
    expect(phone!.html).toMatch(/aria-label="Open navigation"/i);
    expect(desktop!.html).not.toMatch(/aria-label="Open navigation"/i);
  });
});
