import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAPPERS, DEMO_PLAYERS } from '../src/scripts/demo-content.ts';
import { seedDemoContent } from '../src/scripts/demo-seed.ts';
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

describe('the app shell (issue 2 item 2)', () => {
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
    const missing = await t.app.inject({ url: '/assets/never-built.js' });
    expect(missing.body).toContain('<div id="root">');
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

describe('demo content (issue 2 item 10)', () => {
  it('creates an admin and published beatmaps on an empty database, once', async () => {
    const first = await seedDemoContent(t.app, { beatmaps: 3, playlists: 2, stages: 2, avatars: 2 });
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
      interrupted: false,
    });
    for (const kind of ['playlists', 'models/stages', 'models/avatars']) {
      expect((await t.app.inject({ url: `/api/${kind}` })).json().total, kind).toBe(2);
    }
    // every demo mapper has a leaderboard profile; a few players have one without an account
    const profiles = (await t.app.inject({ url: '/api/leaderboard-profiles?limit=100' })).json();
    expect(profiles.total).toBe(DEMO_MAPPERS.length + DEMO_PLAYERS.length);
    const dubu = (
      await t.app.inject({ url: '/api/user?join=leaderboard_profile&s={"username":{"$eqL":"dubu"}}' })
    ).json();
    expect(dubu.data[0].leaderboard_profile).toMatchObject({ name: 'Dubu', user_id: dubu.data[0].id });
  });
});
