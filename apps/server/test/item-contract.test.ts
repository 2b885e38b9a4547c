import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../src/modules/votes/votes.test-helpers.ts';
import { registerAdmin, registerUser } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { ITEM_FIXTURES } from './item-fixtures.ts';

/**
 * The content-item contract (modules/items; spec §6, §7; formats.md §6.2-6.3), run against every
 * kind: the same visibility, delete, cover, download and publish behaviour from one descriptor each.
 * A new kind adds a fixture in item-fixtures.ts and is held to all of it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** No row has this id (the largest `integer`). */
const MISSING = 2147483647;

describe.each(ITEM_FIXTURES)('the item contract: $kind', (f) => {
  let owner: SessionResponse;
  let other: SessionResponse;
  let admin: SessionResponse;
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...(token ? auth(token) : {}) } });
  const send = (method: 'DELETE' | 'PATCH', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload && { payload }) });

  beforeAll(async () => {
    owner = await registerUser(t.app);
    other = await registerUser(t.app);
    admin = await registerAdmin(t.app);
  });

  it('answers the kernel routes under its prefix', () => {
    const routes = new Set(t.app.routeAccess.map((r) => `${r.method} ${r.url}`));
    for (const route of ['GET /:id', 'DELETE /:id', 'GET /:id/cover', 'GET /:id/download']) {
      const [method, tail] = route.split(' ');
      expect(routes.has(`${method} ${f.path}${tail}`), route).toBe(true);
    }
  });

  it('shows a draft to its owner and admins only; others and anonymous callers get a 404 naming it', async () => {
    const draft = await f.make(t.app, owner.token, false);
    const url = `${f.path}/${draft}`;
    expect((await get(url, owner.token)).statusCode).toBe(200);
    expect((await get(url, admin.token)).statusCode).toBe(200);
    for (const token of [other.token, undefined]) {
      const res = await get(url, token);
      expect([res.statusCode, res.json().message]).toEqual([404, `${f.label} ${draft} was not found.`]);
    }
    const published = await f.make(t.app, owner.token, true);
    expect((await get(`${f.path}/${published}`)).json()).toMatchObject({ id: published, published: true });
  });

  it('deletes for the owner (204, gone afterwards) and admins; 401 anonymous, 403 others, 404 missing', async () => {
    const id = await f.make(t.app, owner.token, true);
    const url = `${f.path}/${id}`;
    expect((await send('DELETE', url)).statusCode).toBe(401);
    const refused = await send('DELETE', url, other.token);
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      `Only the uploader or an admin can change this ${f.kind}.`,
    ]);
    expect((await send('DELETE', `${f.path}/${MISSING}`, owner.token)).statusCode).toBe(404);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(204);
    expect((await get(url, owner.token)).statusCode).toBe(404);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(404);
    const theirs = await f.make(t.app, owner.token, false);
    expect((await send('DELETE', `${f.path}/${theirs}`, admin.token)).statusCode).toBe(204);
  });

  it('serves the cover: the original, square JPEG sizes, a year of caching with v; 404 when missing', async () => {
    const id = await f.make(t.app, owner.token, true);
    await f.giveCover(t.app, owner.token, id);
    const url = `${f.path}/${id}/cover`;
    const orig = await get(url);
    expect(orig.statusCode).toBe(200);
    expect(orig.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
    const small = await get(`${url}?size=100`);
    const large = await get(`${url}?size=900&v=1`);
    expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect([large.statusCode, large.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(large.rawPayload.length).not.toBe(small.rawPayload.length);
    expect(large.headers['cache-control']).toContain('immutable');
    expect((await get(`${f.path}/${MISSING}/cover`)).statusCode).toBe(404);
    const draft = await f.make(t.app, owner.token, false);
    await f.giveCover(t.app, owner.token, draft);
    expect((await get(`${f.path}/${draft}/cover`, owner.token)).statusCode).toBe(200);
    expect((await get(`${f.path}/${draft}/cover`)).statusCode).toBe(f.coverHidesDrafts ? 404 : 200);
  });

  it('downloads a published item as an attachment and counts each whole download once; drafts are hidden', async () => {
    const id = await f.make(t.app, owner.token, true);
    const url = await f.downloadUrl(t.app, owner.token, id);
    const first = await get(url);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="/);
    const etag = String(first.headers.etag);
    expect((await get(url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);
    await t.app.jobs.drained();
    expect((await get(`${f.path}/${id}`)).json().download_count).toBe(1);

    const draft = await f.make(t.app, owner.token, false);
    const draftUrl = await f.downloadUrl(t.app, owner.token, draft);
    expect((await get(draftUrl, owner.token)).statusCode).toBe(200);
    expect((await get(draftUrl, other.token)).statusCode).toBe(404);
    expect((await get(draftUrl)).statusCode).toBe(404);
  });

  it('publishes a draft for its owner (published_at set, then visible to all); 401 anonymous, 404 others', async () => {
    const draft = await f.make(t.app, owner.token, false);
    const url = `${f.path}/${draft}`;
    expect((await send('PATCH', url, undefined, { published: true })).statusCode).toBe(401);
    expect((await send('PATCH', url, other.token, { published: true })).statusCode).toBe(404);
    const res = await send('PATCH', url, owner.token, { published: true });
    expect(res.statusCode, res.body).toBe(200);
    const publishedAt = res.json().published_at;
    expect(new Date(publishedAt).toISOString()).toBe(publishedAt);
    expect((await get(url)).json()).toMatchObject({ published: true, published_at: publishedAt });
    const refused = await send('PATCH', url, other.token, { published: false });
    expect(refused.statusCode).toBe(403);
  });
});
