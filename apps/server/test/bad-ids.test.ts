import { DB_ID_MAX } from '@synthhub/shared/api/ids';
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

/** Path values no row id can be: beyond PostgreSQL's integer, 20 digits, not a number, negative … */
const BAD_IDS = ['2147483648', '12345678901234567890', 'abc', '-1', '1.5', '0', '1e3'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function apiRoutes() {
  return routeTable(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
}

describe('ids in the path: 4xx that says what is wrong, never a 500', () => {
  it('the route table is read (so the walk below covers every route)', () => {
    const urls = apiRoutes().map((r) => r.url);
    expect(urls).toContain('/api/beatmaps/:id');
    expect(urls).toContain('/api/models/stages/:id/files/:fileId');
    expect(urls).toContain('/api/playlists/:id/vote');
    expect(urls).toContain('/api/users/:ref');
  });

  it('every route with a path parameter answers 4xx to a bad value in it, for every method', async () => {
    const withParams = apiRoutes().filter((r) => r.url.includes('/:'));
    expect(withParams.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const route of withParams) {
      for (const method of METHODS.filter((m) => route.methods.includes(m))) {
        for (const bad of BAD_IDS) {
          const url = route.url.replace(/:\w+/g, encodeURIComponent(bad));
          const res = await t.app.inject({
            method,
            url,
            headers,
            payload: method === 'GET' ? undefined : {},
          });
          if (res.statusCode < 400 || res.statusCode >= 500)
            failures.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of requests in a row, as in the list walk below: more than the 30 s default when busy.
  }, 120_000);

  it('an id beyond the integer range is a 400 naming the parameter on every `:id` route', async () => {
    const idRoutes = apiRoutes().filter(
      (r) => /\/:id(\/|$)/.test(r.url) && !r.url.startsWith('/api/uploads/'),
    );
    for (const route of idRoutes) {
      for (const method of METHODS.filter((m) => route.methods.includes(m))) {
        const url = route.url.replace(':id', '2147483648').replace(':fileId', '1');
        const res = await t.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json().message, `${method} ${url}`).toContain(
          `id: must be a whole number from 1 to ${DB_ID_MAX}`,
        );
      }
    }
  });

  it('the largest id still reaches the handler (404 for a missing beatmap, not a 400)', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${DB_ID_MAX}`, headers });
    expect(res.statusCode).toBe(404);
  });

  it('GET /api/users/<20 digits> is a 404 (no such user), not a 500', async () => {
    const res = await t.app.inject({ url: '/api/users/12345678901234567890' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('12345678901234567890');
  });
});

describe('ids and numbers in list queries: never a 500', () => {
  const HUGE = '99999999999999999999';
  const QUERIES = [
    `user_id=${HUGE}`,
    'user_id=2147483648',
    `filter=id||$eq||${HUGE}`,
    `filter=id||$in||1,${HUGE}`,
    `filter=id||$between||1,${HUGE}`,
    `filter=user.id||$eq||${HUGE}`,
    'filter=id||$eq||1.5',
    'filter=id||$gt||-99999999999999999999',
    'filter=id||$eq||1e400',
    `s=${encodeURIComponent(JSON.stringify({ id: { $eq: 1e300 } }))}`,
    `page=${HUGE}`,
    `offset=${HUGE}`,
    `limit=${HUGE}`,
    'page=1e300',
  ];

  it('every list route answers 2xx or 4xx to huge, fractional and out-of-range numbers', async () => {
    const lists = apiRoutes().filter((r) => !r.url.includes('/:') && r.methods.includes('GET'));
    expect(lists.map((r) => r.url)).toContain('/api/beatmaps');
    const failures: string[] = [];
    for (const route of lists) {
      for (const query of QUERIES) {
        const url = `${route.url}?${query}`;
        const res = await t.app.inject({ url, headers });
        if (res.statusCode >= 500) failures.push(`GET ${url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    // Every list route × 14 queries, one after another: several hundred requests, which a busy
    // CI machine took past the 30 s default.
  }, 120_000);

  it('user_id beyond the integer range is a 400 naming user_id on the four item lists', async () => {
    for (const list of ['/api/beatmaps', '/api/playlists', '/api/models/stages', '/api/models/avatars']) {
      const res = await t.app.inject({ url: `${list}?user_id=2147483648`, headers });
      expect(res.statusCode, list).toBe(400);
      expect(res.json().message, list).toContain('user_id');
    }
  });

  it('a grammar filter compares a huge number exactly (an empty page, not a database error)', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps?filter=id||$eq||${HUGE}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });
});

describe('ids in JSON bodies', () => {
  it('a playlist item beatmap_id beyond the integer range is a 400 naming it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/playlists',
      headers,
      payload: { name: 'Ids' },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const id = created.json().id ?? created.json().playlist?.id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/playlists/${id}/items`,
      headers,
      payload: { items: [{ beatmap_id: 2147483648 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('beatmap_id');
  });

  it('stageId and beatmap_id beyond the integer range are 400s naming them', async () => {
    const stage = await t.app.inject({
      method: 'POST',
      url: '/api/models/stages/upload',
      headers,
      payload: { fileId: 'abc', stageId: 2147483648 },
    });
    expect(stage.statusCode, stage.body).toBe(400);
    expect(stage.json().message).toContain('stageId');
    const beatmap = await postBeatmapUpload(t.app, headers, await makeSynth({ seed: 2 }), {
      beatmap_id: 2147483648,
      published: false,
    });
    expect(beatmap.statusCode, beatmap.body).toBe(400);
    expect(beatmap.json().message).toContain('beatmap_id');
  });
});
