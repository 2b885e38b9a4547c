import { modIndexSchema } from '@synthhub/shared/mods/mods.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { addVersions, makeMod } from './mods.test-kit.ts';

/** `GET /api/mods/index` (packages/shared `modIndexSchema`): released mods only, strong ETag, 304. */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const getIndex = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/mods/index', headers });

describe('the mod index', () => {
  it('answers 200 with a strong ETag and no-cache; the same ETag in If-None-Match → 304, empty body', async () => {
    const { id } = await makeMod(t.app, token);
    await addVersions(t.app, token, id, '1.0.0');
    const first = await getIndex();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(modIndexSchema.parse(first.json()).mods.map((m) => m.id)).toContain(id);
    expect((await getIndex()).headers.etag).toBe(etag);
    const again = await getIndex({ 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('changes its ETag after a new version, and lists only released mods', async () => {
    const { id } = await makeMod(t.app, token);
    await addVersions(t.app, token, id, '1.0.0');
    const draft = await makeMod(t.app, token, { published: false });
    await addVersions(t.app, token, draft.id, '1.0.0');
    const before = await getIndex();
    const ids = before.json().mods.map((m: { id: number }) => m.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(draft.id);
    await addVersions(t.app, token, id, '1.1.0');
    const after = await getIndex({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const entry = after.json().mods.find((m: { id: number }) => m.id === id);
    expect(entry.versions.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(entry.versions[0].files[0].download_url).toMatch(/^\/api\/mods\/files\/\d+\/download$/);
  });

  it('is compressed when the client accepts it, with the same ETag', async () => {
    for (let i = 0; i < 3; i++) await addVersions(t.app, token, (await makeMod(t.app, token)).id, '1.0.0');
    const plain = await getIndex();
    const gz = await getIndex({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });
});
