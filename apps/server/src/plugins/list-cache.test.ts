import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { makeSynth, registerUser, uploadForm } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { insertBeatmap, insertUser } from '../modules/beatmaps/beatmaps.test-helpers.ts';
import { CACHED_LIST_PATHS, cacheKey } from './list-cache.ts';

// The list query cache (formats.md §6.1 `cache`; docs/decisions/0005).
let t: TestApp;
let mapper: number;
const TTL_MS = 1500;

beforeAll(async () => {
  t = await buildTestApp({ listCacheTtlMs: TTL_MS });
  mapper = (await insertUser(t.app, 'CacheMapper')).id;
  await insertBeatmap(t.app, mapper, { title: 'First' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const titles = (body: string) => (JSON.parse(body) as { data: { title: string }[] }).data.map((b) => b.title);

describe('list cache', () => {
  it('answers a repeated anonymous list request from memory until the TTL passes; cache=0 refreshes', async () => {
    const url = '/api/beatmaps?sort=id,ASC&limit=10';
    const first = await get(url);
    expect(first.headers['x-cache']).toBe('MISS');
    await insertBeatmap(t.app, mapper, { title: 'Second' }); // straight to the database: no generation change
    const again = await get(url);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(titles(again.body)).toEqual(['First']);

    const reset = await get(`${url}&cache=0`);
    expect(reset.headers['x-cache']).toBe('MISS');
    expect(titles(reset.body)).toEqual(['First', 'Second']);
    expect(titles((await get(url)).body)).toEqual(['First', 'Second']); // cache=0 stored the fresh answer

    await insertBeatmap(t.app, mapper, { title: 'Third' });
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    const expired = await get(url);
    expect(expired.headers['x-cache']).toBe('MISS');
    expect(titles(expired.body)).toEqual(['First', 'Second', 'Third']);
  });

  it('forgets everything after a successful write through the API', async () => {
    const url = '/api/user?sort=username,ASC&limit=100';
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('HIT');
    await registerUser(t.app, 'CacheNewcomer'); // POST /api/auth/register
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('CacheNewcomer');
  });

  it('keeps its answers through votes (counts show within the TTL), not through other writes', async () => {
    const voter = await registerUser(t.app, 'CacheVoter');
    const url = '/api/beatmaps?sort=id,ASC&limit=1';
    const before = await get(url);
    const first = before.json().data[0];
    const vote = await t.app.inject({
      method: 'PUT',
      url: `/api/beatmaps/${first.id}/vote`,
      headers: { authorization: `Bearer ${voter.token}` },
      payload: { value: 1 },
    });
    expect(vote.statusCode).toBe(200);
    const after = await get(url);
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.body).toBe(before.body);
    await new Promise((r) => setTimeout(r, TTL_MS + 100));
    expect((await get(url)).json().data[0].upvote_count).toBe(first.upvote_count + 1);
  });

  it('answers a repeated anonymous cover from memory with its headers; conditional and range requests take the route', async () => {
    const session = await registerUser(t.app, 'CacheCoverMapper');
    const form = uploadForm(
      await makeSynth({ seed: 4242 }),
      uploadRecordForMode('default', { published: true }),
    );
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      ...form,
      headers: { ...form.headers, authorization: `Bearer ${session.token}` },
    });
    expect(up.statusCode).toBe(201);
    const url = `/api/beatmaps/${up.json().id}/cover?size=150`;
    const miss = await get(url);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await get(url);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    for (const name of ['content-type', 'etag', 'cache-control'])
      expect(hit.headers[name], name).toBe(miss.headers[name]);
    const revalidated = await get(url, { 'if-none-match': String(miss.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const part = await get(url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(miss.rawPayload.subarray(0, 4))).toBe(true);
  });

  it('never caches signed-in requests, errors or other paths', async () => {
    const session = await registerUser(t.app, 'CacheOwner');
    const auth = { authorization: `Bearer ${session.token}` };
    await get('/api/beatmaps?limit=5', auth);
    const signedIn = await get('/api/beatmaps?limit=5', auth);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const bad = '/api/beatmaps?sort=password,ASC';
    expect((await get(bad)).statusCode).toBe(400);
    expect((await get(bad)).headers['x-cache']).toBeUndefined();
    expect((await get('/api/downloads?page=1')).headers['x-cache']).toBeUndefined();
    expect((await get('/api/beatmaps/999999')).statusCode).toBe(404);
    expect((await get('/api/beatmaps/999999')).headers['x-cache']).toBeUndefined();
  });

  it('answers a repeated anonymous item page from memory; a write through the API shows at once', async () => {
    const session = await registerUser(t.app, 'CacheEditor');
    const auth = { authorization: `Bearer ${session.token}` };
    const made = await t.app.inject({ method: 'POST', url: '/api/playlists', headers: auth });
    const url = `/api/playlists/${made.json().id}`;
    const publish = { method: 'PATCH' as const, url, headers: auth };
    expect((await t.app.inject({ ...publish, payload: { published: true } })).statusCode).toBe(200);
    const miss = await get(url);
    expect(miss.headers['x-cache']).toBe('MISS');
    const hit = await get(url);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.body).toBe(miss.body);
    expect((await t.app.inject({ ...publish, payload: { name: 'Renamed' } })).statusCode).toBe(200);
    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json().name).toBe('Renamed');
    expect((await get(url, auth)).headers['x-cache']).toBeUndefined();
  });
});

describe('cacheKey', () => {
  const paths = new Set(CACHED_LIST_PATHS);
  it('keys by path and query without `cache`, and flags cache=0', () => {
    expect(cacheKey('/api/beatmaps?limit=5&cache=0', paths)).toEqual({
      key: '/api/beatmaps?limit=5',
      reset: true,
    });
    expect(cacheKey('/api/beatmaps/?limit=5', paths)).toEqual({ key: '/api/beatmaps?limit=5', reset: false });
    expect(cacheKey('/api/user', paths)).toEqual({ key: '/api/user', reset: false });
    expect(cacheKey('/api/beatmaps/12', paths)).toEqual({ key: '/api/beatmaps/12', reset: false });
    expect(cacheKey('/api/models/stages/3?cache=0', paths)).toEqual({
      key: '/api/models/stages/3',
      reset: true,
    });
    expect(cacheKey('/api/beatmaps/12/download', paths)).toBeNull();
    expect(cacheKey('/api/beatmaps/12/cover?size=150', paths)).toEqual({
      key: '/api/beatmaps/12/cover?size=150',
      reset: false,
    });
    expect(cacheKey('/api/beatmaps/12/versions', paths)).toBeNull();
    expect(cacheKey('/api/downloads?page=1', paths)).toBeNull();
  });
});
