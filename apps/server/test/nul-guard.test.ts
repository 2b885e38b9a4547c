import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, postBeatmapUpload, registerAdmin } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { routeTable } from './route-table.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  headers = { authorization: `Bearer ${(await registerAdmin(t.app)).token}` };
});
afterAll(async () => t?.close());

const api = () =>
  routeTable(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

describe('NUL characters (PostgreSQL text cannot hold them): a 400 naming where, never a 500', () => {
  it('in a JSON body, on every route that takes one', async () => {
    // The signed upload URL takes raw bytes, not text (checked by signature before any body).
    const routes = api()
      .filter((r) => !r.url.startsWith('/api/uploads/'))
      .flatMap((r) =>
        ['POST', 'PUT', 'PATCH']
          .filter((m) => r.methods.includes(m))
          .map((method) => ({ method, url: r.url })),
      );
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      const res = await t.app.inject({
        method: method as 'POST',
        url: url.replace(/:\w+/g, '1'),
        headers,
        payload: { description: 'a\u0000b', items: [{ name: 'x' }] },
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().message, `${method} ${url}`).toBe(
        'Invalid body: description contains a NUL character (\\u0000), which text cannot hold.',
      );
    }
  });

  it('in a path parameter or the query string, on every GET route', async () => {
    for (const route of api().filter((r) => r.methods.includes('GET'))) {
      const url = `${route.url.replace(/:\w+/g, 'a%00b')}?filter=title||$eq||a%00`;
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toMatch(/NUL character \(%00\)/);
    }
  });

  it('the cases that were 500s: an edit, a login, a profile lookup', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/playlists/1',
      headers,
      payload: { description: '\u0000' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000', password: 'x' },
    });
    const user = await t.app.inject({ url: '/api/users/a%00b' });
    expect([patch.statusCode, login.statusCode, user.statusCode]).toEqual([400, 400, 400]);
    expect(login.json().data.validation).toEqual(['username: must not contain NUL characters']);
  });

  it('a body nested deeply with a NUL at the bottom is found without overflowing the stack', async () => {
    const deep = `${'{"a":'.repeat(50_000)}"\\u0000"${'}'.repeat(50_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('NUL in the multipart upload record (not a JSON body)', () => {
  it('a beatmap upload record whose description holds NUL is a 400 naming it', async () => {
    const res = await postBeatmapUpload(t.app, headers, await makeSynth({ seed: 31 }), {
      description: 'a\u0000b',
      published: false,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('description');
    expect(res.json().message).toContain('Must not contain NUL characters');
  });
});
