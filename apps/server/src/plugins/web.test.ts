import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

/**
 * The installable app's files (apps/web/vite-pwa.ts) as the server sends them: the service worker,
 * its Workbox runtime and the web manifest must be revalidated on every visit (`no-cache`), or a
 * browser keeps the old worker and never sees a new version (spec §4 "Update banner").
 */
let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'synthhub-web-pwa-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  writeFileSync(join(root, 'icons', 'icon-192.png'), 'png');
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Synthhub</title><div id="root"></div>');
  writeFileSync(join(root, 'sw.js'), 'define(["./workbox-1a2b"], () => { /* first */ });');
  writeFileSync(join(root, 'workbox-1a2b.js'), 'define([], () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Synthhub', start_url: '/' }));
  writeFileSync(join(root, 'assets', 'start-abc.js'), 'export {};');
  app = Fastify();
  await registerWeb(app, root, { serverRender: false, checkIntervalMs: 0 });
});
afterAll(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the service worker and the manifest (apps/web/vite-pwa.ts)', () => {
  it('are sent no-cache with their types; hashed assets stay immutable', async () => {
    const expected: [string, RegExp][] = [
      ['/sw.js', /^text\/javascript/],
      ['/workbox-1a2b.js', /^text\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/index.html', /^text\/html/],
    ];
    for (const [url, type] of expected) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers.etag, url).toBeTruthy();
    }
    const asset = await app.inject({ url: '/assets/start-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("a new deploy's sw.js reaches a browser revalidating the old one", async () => {
    const first = await app.inject({ url: '/sw.js' });
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: '/sw.js', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    writeFileSync(join(root, 'sw.js'), 'define(["./workbox-1a2b"], () => { /* second deploy */ });');
    const again = await app.inject({ url: '/sw.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('second deploy');
    expect(again.headers.etag).not.toBe(etag);
  });
});

/**
 * A missing built file is a 404, never the page shell: a page cached before a deploy asks for the
 * old `/assets/*.js`, and an HTML answer breaks it with a MIME error instead of a load failure the
 * page can report (docs/decisions/0048). Client routes still get the shell.
 */
describe('missing files of the build', () => {
  it('answer 404 under every folder of the build and for top-level files with an extension', async () => {
    for (const url of [
      '/assets/start-old.js',
      '/assets/start-old.css',
      '/assets/nested/x.js',
      '/assets/',
      '/icons/icon-512.png',
      '/workbox-old.js',
      '/favicon-old.ico',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('client routes, dots in names included, still get the page shell', async () => {
    for (const url of ['/', '/beatmaps/12', '/profile/john.js', '/user/reset-password?token=a.b']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
