import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { chunkFiles } from './server-render.ts';

/**
 * Server rendering (docs/decisions/0029) with a stand-in for the web build's renderer: a module in
 * `<webDist>-ssr/entry-server.js` with the real one's three exports, which renders `/beatmaps` from
 * the API answer it is handed (so the test sees the server make the page's request in-process),
 * throws for `/broken` and leaves every other path to the browser.
 */

const SHELL =
  '<!doctype html><html><head><title>Synthhub</title>' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/start-b.js">\n' +
  '</head><body><noscript>Synthhub needs JavaScript to run.</noscript>' +
  '<div id="root">\n      <!--boot-->\n      <div class="boot-bar">SYNTHHUB</div>\n      <!--/boot-->\n    </div></body></html>';

const RENDERER = `
export function firstPageQueries(url) {
  if (url.pathname === '/beatmaps' || url.pathname === '/broken')
    return [{ key: ['beatmaps', 'list', { page: 1 }], path: '/api/beatmaps', query: { page: 1, limit: 2 } }];
  return null;
}
export function pageModule(url) {
  return url.pathname === '/beatmaps' ? 'src/page.tsx' : null;
}
globalThis.__renders = 0;
export async function renderPage(url, queries, answers, mobile) {
  if (url.pathname === '/broken') throw new Error('boom');
  globalThis.__renders++;
  const titles = (answers[0]?.data ?? []).map((b) => '<li>' + b.title + '</li>').join('');
  return {
    html: '<ul data-layout="' + (mobile ? 'phone' : 'desktop') + '">' + titles + '</ul>',
    head: '<style data-emotion="css x">.x{}</style>',
    state: { queries: [{ queryKey: queries[0].key, state: { data: answers[0] } }], note: '</script><b>' },
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', imports: ['_react.js'], dynamicImports: ['src/app/start.tsx'] },
  _react: { file: 'assets/react.js' },
  '_react.js': { file: 'assets/react.js' },
  'src/app/start.tsx': { file: 'assets/start-b.js', imports: ['_react.js', '_mui.js'] },
  '_mui.js': { file: 'assets/mui.js' },
  'src/page.tsx': { file: 'assets/page-c.js', imports: ['_mui.js', '_card.js', 'index.html'] },
  '_card.js': { file: 'assets/card.js', imports: ['_chip.js'] },
  '_chip.js': { file: 'assets/chip.js' },
};

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = join(process.env.TMPDIR ?? '/tmp', `synthhub-ssr-web-${process.pid}`);
  mkdirSync(join(web, '.vite'), { recursive: true });
  mkdirSync(`${web}-ssr`, { recursive: true });
  writeFileSync(join(web, 'index.html'), SHELL);
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(`${web}-ssr`, 'entry-server.js'), RENDERER);
  t = await buildTestApp({ webDist: web });
  // two published beatmaps for the list's answer
  const { makeSynth, postBeatmapUpload, registerUser } = await import('../../test/factories.ts');
  const { uploadRecordForMode } = await import('@synthhub/shared/beatmaps/beatmaps.schemas');
  const { token } = await registerUser(t.app);
  for (const title of ['First <Light>', 'Second']) {
    const res = await postBeatmapUpload(
      t.app,
      { authorization: `Bearer ${token}` },
      await makeSynth({ title, artist: 'A', mapper: 'M' }),
      uploadRecordForMode('default', { published: true }),
    );
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(`${web}-ssr`, { recursive: true, force: true });
});

const jsonBlock = (html: string, id: string) => {
  const m = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as unknown) : undefined;
};

describe('server rendering of the pages that opt in (docs/decisions/0029)', () => {
  it('draws the page from its API answer into index.html, with the answer and the code list beside it', async () => {
    const res = await t.app.inject({
      url: '/beatmaps',
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // the boot bar is replaced by the page, the titles come from the real list route, escaped by the renderer's own rules
    expect(html).not.toContain('boot-bar');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<div id="root"><ul data-layout="phone"><li>(First <Light>|Second)<\/li>/);
    expect(html).toContain('<style data-emotion="css x">.x{}</style></head>');
    // the query cache goes along, and a "</script>" inside it cannot close the data block early
    const state = jsonBlock(html, 'synthhub-ssr') as {
      queries: { state: { data: { data: unknown[] } } }[];
      note: string;
    };
    expect(state.queries[0]!.state.data.data).toHaveLength(2);
    expect(state.note).toBe('</script><b>');
    expect(html).not.toContain('</script><b>');
    // no module preloads in the head; the code list has index.html's and the page's own chunks
    expect(html).not.toContain('rel="modulepreload"');
    expect(jsonBlock(html, 'synthhub-code')).toEqual([
      '/assets/start-b.js',
      '/assets/page-c.js',
      '/assets/card.js',
      '/assets/chip.js',
    ]);
  });

  it('renders the desktop layout for a desktop browser', async () => {
    const res = await t.app.inject({
      url: '/beatmaps',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(res.body).toContain('<ul data-layout="desktop">');
  });

  it('reuses a rendered page while the answers it was drawn from are the same', async () => {
    const before = (globalThis as { __renders?: number }).__renders ?? 0;
    await t.app.inject({ url: '/beatmaps?x=1' });
    await t.app.inject({ url: '/beatmaps?x=1' });
    expect((globalThis as { __renders?: number }).__renders).toBe(before + 1);
  });

  it('sends the plain shell for pages that do not opt in, and when the renderer fails', async () => {
    for (const url of ['/playlists', '/broken']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
    }
  });
});

describe('chunkFiles', () => {
  it("lists a chunk's files and its static imports once, leaving out the ones to skip", () => {
    expect(chunkFiles(MANIFEST, 'src/page.tsx', new Set(['_mui.js', 'index.html']))).toEqual([
      'assets/page-c.js',
      'assets/card.js',
      'assets/chip.js',
    ]);
    expect(chunkFiles(MANIFEST, 'nope')).toEqual([]);
  });
});
