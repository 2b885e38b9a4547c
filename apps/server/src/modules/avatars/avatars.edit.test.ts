import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { auth, postAvatar, postCover, TINY_PNG } from './avatars.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
async function uploadAs(token: string, published = false, name = `Avatar ${++seq}`): Promise<number> {
  const res = await postAvatar(
    t.app,
    token,
    buildVrm({ specVersion: '1.0', name, authors: ['A'], version: String(seq) }),
  );
  const id: number = res.json().id;
  if (published) await patch(token, id, { published: true });
  return id;
}
const patch = (token: string | null, id: number, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/models/avatars/${id}`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });
const listed = async (url = '/api/models/avatars?limit=100', token?: string) => {
  const res = await t.app.inject({ url, headers: token ? auth(token) : {} });
  return {
    status: res.statusCode,
    ids: res.statusCode === 200 ? res.json().data.map((a: { id: number }) => a.id) : [],
  };
};

describe('PATCH /api/models/avatars/{id}', () => {
  it('lets the uploader edit and publish; publishing sets published_at and lists the avatar', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadAs(owner.token);
    expect((await listed()).ids).not.toContain(id);
    const res = await patch(owner.token, id, {
      name: '  Renamed Fox ',
      description: 'Comes with a tail',
      youtube_url: 'https://youtu.be/abc',
      published: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Renamed Fox',
      description: 'Comes with a tail',
      youtube_url: 'https://youtu.be/abc',
      published: true,
      filename: `${id}-Renamed-Fox.vrm`,
    });
    expect(Date.now() - Date.parse(body.published_at)).toBeLessThan(60_000);
    expect((await listed()).ids).toContain(id);
    expect((await t.app.inject({ url: `/api/models/avatars/${id}` })).statusCode).toBe(200);
    const cleared = (await patch(owner.token, id, { description: '', youtube_url: '' })).json();
    expect(cleared).toMatchObject({ description: null, youtube_url: null, published_at: body.published_at });
  });

  it('answers 400 naming each broken rule and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadAs(owner.token, false, 'Keep Me');
    const bad = await patch(owner.token, id, {
      name: ' ',
      youtube_url: 'not a url',
      description: 'x'.repeat(5001),
    });
    expect(bad.statusCode).toBe(400);
    const lines: string[] = bad.json().data.validation;
    expect(lines).toEqual(
      expect.arrayContaining([
        'name: Required',
        'youtube_url: Must be a URL',
        'description: Description must be at most 5000 characters',
      ]),
    );
    const long = await patch(owner.token, id, { name: 'x'.repeat(65) });
    expect(long.json().data.validation).toEqual(['name: Name must be at most 64 characters']);
    const own = await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(owner.token) });
    expect(own.json().name).toBe('Keep Me');
  });

  it('refuses other users (403 on a published avatar, 404 on a draft) and anonymous callers (401)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const published = await uploadAs(owner.token, true, 'Public');
    const draft = await uploadAs(owner.token, false, 'Secret');
    expect((await patch(other.token, published, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await patch(other.token, draft, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await patch(null, published, { name: 'x' })).statusCode).toBe(401);
    expect((await postCover(t.app, other.token, published, TINY_PNG)).statusCode).toBe(403);
    for (const token of [other.token, undefined]) {
      const res = await t.app.inject({
        url: `/api/models/avatars/${draft}`,
        headers: token ? auth(token) : {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`Avatar ${draft} was not found.`);
      const download = await t.app.inject({
        url: `/api/models/avatars/${draft}/download`,
        headers: token ? auth(token) : {},
      });
      expect(download.statusCode).toBe(404);
    }
    const names = async () => (await t.app.inject({ url: `/api/models/avatars/${published}` })).json().name;
    expect(await names()).toBe('Public');
  });

  it('lets an admin edit and see anyone’s draft', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const id = await uploadAs(owner.token);
    expect(
      (await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(admin.token) })).statusCode,
    ).toBe(200);
    const res = await patch(admin.token, id, { name: 'Admin Fix' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Admin Fix');
  });
});

describe('POST /api/models/avatars/{id}/cover', () => {
  it('replaces the cover with an image and bumps cover_version', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadAs(owner.token);
    const sharp = (await import('sharp')).default;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0cf' } })
      .jpeg()
      .toBuffer();
    const res = await postCover(t.app, owner.token, id, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cover_version: 2, cover_url: `/api/models/avatars/${id}/cover` });
    const cover = await t.app.inject({ url: `/api/models/avatars/${id}/cover` });
    expect(Buffer.compare(cover.rawPayload, jpeg)).toBe(0);
  });

  it('refuses a missing file or bytes that are not an image, storing nothing', async () => {
    const owner = await registerUser(t.app);
    const id = await uploadAs(owner.token);
    const before = listFiles(t.dataDir);
    const missing = await postCover(t.app, owner.token, id, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.validation).toEqual(['file: Required']);
    const text = await postCover(t.app, owner.token, id, new TextEncoder().encode('not an image at all'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe('The cover must be a PNG or JPEG image.');
    const broken = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4);
    const damaged = await postCover(t.app, owner.token, id, broken);
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().message).toMatch(/could not be read/);
    expect(listFiles(t.dataDir)).toEqual(before);
    const own = await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(owner.token) });
    expect(own.json()).toMatchObject({ cover_version: 1, cover_url: '' });
  });
});

describe('GET /api/models/avatars', () => {
  it('pages published avatars newest first; user_id and drafts only for that uploader or an admin', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const first = await uploadAs(owner.token, true);
    const second = await uploadAs(owner.token, true);
    const draft = await uploadAs(owner.token, false);
    await uploadAs(other.token, true);
    const base = `/api/models/avatars?user_id=${owner.user.id}`;
    expect((await listed(base)).ids).toEqual([second, first]);
    expect((await listed(`${base}&drafts=true`, owner.token)).ids.sort()).toEqual(
      [first, second, draft].sort(),
    );
    expect((await listed(`${base}&drafts=true`, admin.token)).ids).toContain(draft);
    expect((await listed(`${base}&drafts=true`, other.token)).status).toBe(403);
    expect((await listed(`${base}&drafts=true`)).status).toBe(403);
    const page = (await t.app.inject({ url: `${base}&limit=1&page=2` })).json();
    expect(page).toMatchObject({ count: 1, total: 2, page: 2, pageCount: 2 });
    expect(page.data[0].id).toBe(first);
    expect((await t.app.inject({ url: '/api/models/avatars?limit=1000' })).statusCode).toBe(400);
  });
});
