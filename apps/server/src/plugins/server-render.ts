import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** One API answer a server-rendered page needs (apps/web/src/lib/server-rendered.ts). */
interface FirstPageQuery {
  key: readonly unknown[];
  path: string;
  query: Record<string, string | number>;
}

/** The web build's server renderer (`<WEB_DIST>-ssr/entry-server.js`, apps/web/src/ssr/entry-server.tsx). */
interface Renderer {
  firstPageQueries(url: URL): FirstPageQuery[] | null;
  pageModule(url: URL): string | null;
  renderPage(
    url: URL,
    queries: FirstPageQuery[],
    answers: unknown[],
    mobile: boolean,
  ): Promise<RenderedPage | null>;
}

/** What the renderer makes of a page: markup for `#root`, a `<style>` for `<head>`, the query cache. */
interface RenderedPage {
  html: string;
  head: string;
  state: unknown;
}

/**
 * How long (ms) a rendered page is reused for the same URL, layout and API answers. Only a page's
 * relative ages ("5d") change meanwhile; the browser refetches data older than its 30 s freshness.
 */
const RENDER_TTL_MS = 60_000;

/** Where index.html marks the boot bar that a server-rendered page replaces (apps/web/index.html). */
const BOOT_START = '<!--boot-->';
const BOOT_END = '<!--/boot-->';

/** JSON that is safe inside a `<script>` element: `<`, U+2028 and U+2029 escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html's `<link rel="modulepreload" crossorigin href="/assets/…">` elements (Vite writes them so). */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The head of a server-rendered page without its module preloads, and their URLs (docs/decisions/0029):
 * the page is already drawn, so the document and its covers have the connection to themselves; the
 * entry (src/main.tsx) requests the code once the page has loaded, from the list the server puts in
 * `#synthhub-code`.
 */
function withoutPreloads(head: string): { head: string; urls: string[] } {
  const urls: string[] = [];
  const stripped = head.replace(MODULE_PRELOAD, (_, href: string) => {
    urls.push(href);
    return '';
  });
  return { head: stripped, urls };
}

/** The part of Vite's build manifest (`.vite/manifest.json`) read here: each chunk's file and static imports. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

/**
 * The keys of manifest chunk `key` and of every chunk it imports statically, in import order,
 * leaving out `skip`'s (keys) and what only they import. Unknown keys give nothing.
 */
function closure(manifest: Manifest, key: string, skip: ReadonlySet<string> = new Set()): Set<string> {
  const keys = new Set<string>();
  const visit = (k: string) => {
    if (keys.has(k) || skip.has(k) || !manifest[k]) return;
    keys.add(k);
    manifest[k].imports?.forEach(visit);
  };
  visit(key);
  return keys;
}

/** The files of {@link closure}'s chunks: what a page's module needs beyond `skip`. */
export function chunkFiles(manifest: Manifest, key: string, skip: ReadonlySet<string> = new Set()): string[] {
  return [...closure(manifest, key, skip)].map((k) => manifest[k]!.file);
}

/** A phone or tablet by its client hints or user agent: the server then renders the narrow layout. */
function looksMobile(request: FastifyRequest): boolean {
  if (request.headers['sec-ch-ua-mobile'] === '?1') return true;
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '');
}

/**
 * Server rendering of the pages that opt in (docs/decisions/0029): the page's first API answers are
 * made in-process (`app.inject`, the same routes, caches and checks as the browser's request), the
 * web build's renderer draws the page as an anonymous visitor first sees it, and the HTML goes out
 * inside index.html with the answers as a JSON data block (`#synthhub-ssr`, inert under the CSP), so cards and covers paint before any
 * JavaScript has loaded. The renderer is loaded from `dir` once and again when the build changes
 * (its file's time is compared at most once a second). Anything missing or failing gives null —
 * the caller sends the plain shell and the browser renders the page as before.
 */
export class ServerRender {
  private renderer: Promise<Renderer | null> | null = null;
  private manifest: Manifest | null = null;
  private mtimeMs = -1;
  private checkedAt = 0;
  private readonly dir: string;
  /** Rendered pages by layout, URL and a hash of the answers they were rendered from. */
  private readonly rendered = new LRUCache<string, RenderedPage>({ max: 200, ttl: RENDER_TTL_MS });

  constructor(
    private readonly app: FastifyInstance,
    private readonly webDist: string,
  ) {
    this.dir = `${webDist.replace(/[\\/]+$/, '')}-ssr`;
  }

  private async load(): Promise<Renderer | null> {
    const now = Date.now();
    if (this.renderer && now - this.checkedAt < 1000) return this.renderer;
    this.checkedAt = now;
    const file = join(this.dir, 'entry-server.js');
    const info = await stat(file).catch(() => null);
    const mtimeMs = info?.mtimeMs ?? 0;
    if (!this.renderer || mtimeMs !== this.mtimeMs) {
      this.mtimeMs = mtimeMs;
      this.manifest = await readFile(join(this.webDist, '.vite', 'manifest.json'), 'utf8')
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => null);
      this.renderer = info
        ? (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<Renderer>).catch((err: unknown) => {
            this.app.log.warn(
              { err },
              'the server renderer could not be loaded; pages render in the browser',
            );
            return null;
          })
        : Promise.resolve(null);
    }
    return this.renderer;
  }

  /**
   * index.html (`shell`, UTF-8) with the page at `request.url` rendered into it, or null when the
   * page is not rendered on the server (its route does not opt in, no renderer, or rendering failed).
   */
  async page(request: FastifyRequest, shell: string): Promise<string | null> {
    const start = shell.indexOf(BOOT_START);
    const end = shell.indexOf(BOOT_END);
    if (start < 0 || end < start) return null;
    const renderer = await this.load();
    if (!renderer) return null;
    try {
      const url = new URL(request.url, 'http://localhost');
      const queries = renderer.firstPageQueries(url);
      if (!queries) return null;
      const answers = await Promise.all(queries.map((q) => this.answer(q)));
      const mobile = looksMobile(request);
      const key = `${this.mtimeMs} ${mobile ? 'm' : 'd'} ${url.pathname}${url.search} ${createHash('sha1')
        .update(JSON.stringify(answers))
        .digest('base64url')}`;
      let page = this.rendered.get(key) ?? null;
      if (!page) {
        page = await renderer.renderPage(url, queries, answers, mobile);
        if (!page) return null;
        this.rendered.set(key, page);
      }
      // Nothing between `<div id="root">` and the page: React adopts the root's children as they are.
      // The page works without JavaScript, so index.html's <noscript> note is left out.
      const { head, urls } = withoutPreloads(
        shell
          .slice(0, start)
          .replace(/\s+$/, '')
          .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, ''),
      );
      const code = [...urls, ...this.pageChunks(renderer.pageModule(url))];
      const tail = shell.slice(end + BOOT_END.length).replace(/^\s+/, '');
      return (
        head.replace('</head>', `${page.head}</head>`) +
        page.html +
        tail.replace(
          '</div>',
          `</div><script type="application/json" id="synthhub-ssr">${scriptJson(page.state)}</script>` +
            `<script type="application/json" id="synthhub-code">${scriptJson(code)}</script>`,
        )
      );
    } catch (err) {
      this.app.log.warn(
        { err, url: request.url },
        'server rendering failed; the page renders in the browser',
      );
      return null;
    }
  }

  /**
   * The URLs of the chunks of the page's module that index.html does not load already, so the page's
   * code is requested with the app's instead of after the app has started and asked for it.
   */
  private pageChunks(module: string | null): string[] {
    if (!module || !this.manifest) return [];
    // index.html preloads its own chunks and the app's (apps/web/vite-preload-app.ts)
    const skip = closure(this.manifest, 'index.html');
    for (const app of this.manifest['index.html']?.dynamicImports ?? [])
      closure(this.manifest, app).forEach((k) => skip.add(k));
    const files = chunkFiles(this.manifest, module, skip);
    return files.map((f) => `/${f}`);
  }

  /** The parsed JSON answer of `q`'s GET request, or undefined when it is not a 200. */
  private async answer(q: FirstPageQuery): Promise<unknown> {
    const search = new URLSearchParams(Object.entries(q.query).map(([k, v]) => [k, String(v)]));
    const res = await this.app.inject({
      method: 'GET',
      url: `${q.path}?${search}`,
      headers: { accept: 'application/json' },
    });
    return res.statusCode === 200 ? (res.json() as unknown) : undefined;
  }
}
