import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAPPERS, DEMO_PLAYERS } from '../src/scripts/demo/demo-content.ts';
import { seedDemoContent } from '../src/scripts/demo/demo-seed.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  const web = join(process.env.TMPDIR ?? '/tmp', `synthhub-web-${process.pid}`);
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Synthhub</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDist: web });
});
afterAll(async () => t?.close());

describe('the app shell (design.md §2)', () => {
  it('serves index.html for every non-API route so the SPA router decides (including its 404 page)', async () => {
    for (const url of ['/', '/beatmaps', '/beatmaps/12', '/no/such/page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves files written after start (a rebuild needs no restart)', async () => {
    writeFileSync(join(t.app.config.webDist, 'assets', 'late-chunk-1.js'), 'export const late = 1;');
    const res = await t.app.inject({ url: '/assets/late-chunk-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('late = 1');
    // A missing file of the build is a 404, not the shell (docs/decisions/0048).
    const missing = await t.app.inject({ url: '/assets/never-built.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('answers the shell from memory: no disk read per request, a rebuild shows within a second', async () => {
    const index = join(t.app.config.webDist, 'index.html');
    const first = await t.app.inject({ url: '/' });
    expect(first.body).toContain('<title>Synthhub</title>');
    // A rebuild empties the folder first: the shell is still answered, from memory.
    renameSync(index, `${index}.away`);
    try {
      for (const url of ['/', '/beatmaps/12']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<title>Synthhub</title>');
      }
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await t.app.inject({ url: '/' })).body).toContain('<title>Synthhub</title>');
    } finally {
      renameSync(`${index}.away`, index);
    }
    // The rebuilt shell is served once the file's time has been compared again (at most 1 s).
    writeFileSync(index, '<!doctype html><title>Synthhub v2</title><div id="root"></div>');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const rebuilt = await t.app.inject({ url: '/beatmaps' });
    expect(rebuilt.body).toContain('Synthhub v2');
    const etag = rebuilt.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('sends assets compressed (brotli, else gzip) when the client accepts it, the same bytes unpacked', async () => {
    const text = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};`;
    writeFileSync(join(t.app.config.webDist, 'assets', 'big-abc.js'), text);
    const url = '/assets/big-abc.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('text/javascript');
    expect(br.rawPayload.length).toBeLessThan(text.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(text);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(text);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('never serves a file outside the web folder', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%00']) {
      const res = await t.app.inject({ url });
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('answers unknown API routes with the spec error shape, not the SPA', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/beatmaps/',
        '/api/beatmaps/upload',
        '/api/auth/login',
        '/api/beatmaps/{id}/download',
      ]),
    );
  });

  it('answers malformed JSON with a 400, and an empty JSON body as no body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(204);
  });
});

describe('demo content (docs/decisions/0006)', () => {
  it('creates an admin and published beatmaps on an empty database, once', async () => {
    const leaderboards = { ost: 2, profiles: 20, accounts: 2 };
    const first = await seedDemoContent(t.app, {
      beatmaps: 3,
      playlists: 2,
      stages: 2,
      avatars: 2,
      leaderboards,
    });
    expect(first).toMatchObject({ beatmaps: 3, playlists: 2, stages: 2, avatars: 2 });
    expect(first.admin?.username).toBe('admin');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: first.admin ?? {} });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.admin).toBe(true);
    const list = (await t.app.inject({ url: '/api/beatmaps' })).json();
    expect(list.total).toBe(3);
    expect(list.data[0].cover_url).not.toBe('');
    const second = await seedDemoContent(t.app, { beatmaps: 3 });
    expect(second).toEqual({
      admin: null,
      beatmaps: 0,
      playlists: 0,
      stages: 0,
      avatars: 0,
      scores: 0,
      interrupted: false,
    });
    for (const kind of ['playlists', 'models/stages', 'models/avatars']) {
      expect((await t.app.inject({ url: `/api/${kind}` })).json().total, kind).toBe(2);
    }
    // every demo mapper has a leaderboard profile; a few players have one without an account; the
    // demo leaderboards add their players
    const profiles = (await t.app.inject({ url: '/api/leaderboard-profiles?limit=100' })).json();
    expect(profiles.total).toBe(DEMO_MAPPERS.length + DEMO_PLAYERS.length + leaderboards.profiles);
    expect(first.scores).toBeGreaterThan(0);
    const dubu = (
      await t.app.inject({ url: '/api/user?join=leaderboard_profile&s={"username":{"$eqL":"dubu"}}' })
    ).json();
    expect(dubu.data[0].leaderboard_profile).toMatchObject({ name: 'Dubu', user_id: dubu.data[0].id });
  });
});
