import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRealFixtures, REAL_FIXTURES, registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { auth, postAvatar, TINY_PNG } from './avatars.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('POST /api/models/avatars/upload', () => {
  it.skipIf(!hasRealFixtures)(
    'creates an unpublished avatar from the real VRM 0.x sample that only its uploader sees',
    async () => {
      const session = await registerUser(t.app);
      const bytes = readFileSync(join(REAL_FIXTURES, 'vrm', 'EmissionMigration_v0.106.0.vrm'));
      const res = await postAvatar(t.app, session.token, bytes, 'EmissionMigration_v0.106.0.vrm');
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      expect((await t.app.inject({ url: `/api/models/avatars/${id}` })).statusCode).toBe(404);
      const own = await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(session.token) });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        id,
        name: 'EmissionTest',
        authors: ['vrmc'],
        spec_version: '0.x',
        model_version: '1',
        license: {
          name: 'CC0',
          url: null,
          other_license_url: null,
          permissions: { allowedUserName: 'OnlyAuthor' },
        },
        filename: `${id}-EmissionTest.vrm`,
        filename_original: 'EmissionMigration_v0.106.0.vrm',
        filesize: bytes.byteLength,
        published: false,
        published_at: null,
        description: null,
        youtube_url: null,
        version: 1,
        cover_version: 1,
        cover_url: '',
        download_url: `/api/models/avatars/${id}/download`,
        score: '0',
        rating: '0',
        vote_diff: 0,
        user: { id: session.user.id, username: session.user.username },
      });
      expect((await t.app.inject({ url: `/api/models/avatars/${id}/cover` })).statusCode).toBe(404);
    },
  );

  it.skipIf(!hasRealFixtures)('reads a real VRM 1.0 sample’s name, authors and licence URL', async () => {
    const session = await registerUser(t.app);
    const bytes = readFileSync(join(REAL_FIXTURES, 'vrm', 'VRMC_vrm_expressions_isBinary_Overrides.vrm'));
    const { id } = (await postAvatar(t.app, session.token, bytes, 'overrides.vrm')).json();
    const avatar = (
      await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(session.token) })
    ).json();
    expect(avatar).toMatchObject({
      name: 'isBinary overrides',
      authors: ['pixiv Inc.'],
      spec_version: '1.0',
      model_version: 'v1.0.0',
      license: { url: 'https://vrm.dev/licenses/1.0/', permissions: { allowRedistribution: true } },
    });
  });

  it.each(['0.x', '1.0'] as const)(
    'VRM %s with a thumbnail: the thumbnail becomes the cover, served in sizes',
    async (v) => {
      const session = await registerUser(t.app);
      const bytes = buildVrm({
        specVersion: v,
        name: `Thumb ${v}`,
        authors: ['Kit', 'Ren'],
        thumbnail: { bytes: TINY_PNG, mimeType: 'image/png' },
      });
      const res = await postAvatar(t.app, session.token, bytes);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      const avatar = (
        await t.app.inject({ url: `/api/models/avatars/${id}`, headers: auth(session.token) })
      ).json();
      expect(avatar.cover_url).toBe(`/api/models/avatars/${id}/cover`);
      expect(avatar.authors).toEqual(v === '1.0' ? ['Kit', 'Ren'] : ['Kit, Ren']);
      const original = await t.app.inject({ url: `/api/models/avatars/${id}/cover` });
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(original.rawPayload, Buffer.from(TINY_PNG))).toBe(0);
      const small = await t.app.inject({ url: `/api/models/avatars/${id}/cover?size=150&v=1` });
      expect(small.headers['content-type']).toBe('image/jpeg');
      const sharp = (await import('sharp')).default;
      expect((await sharp(small.rawPayload).metadata()).width).toBe(150);
    },
  );

  it('falls back to the file name when the meta has no name, and clips long names to 64 characters', async () => {
    const session = await registerUser(t.app);
    const unnamed = await postAvatar(
      t.app,
      session.token,
      buildVrm({ specVersion: '1.0', name: '', authors: [] }),
      'C:\\models\\My Cat.vrm',
    );
    const a = (
      await t.app.inject({ url: `/api/models/avatars/${unnamed.json().id}`, headers: auth(session.token) })
    ).json();
    expect(a).toMatchObject({ name: 'My Cat', filename_original: 'My Cat.vrm', authors: [] });
    const long = await postAvatar(
      t.app,
      session.token,
      buildVrm({ specVersion: '0.x', name: 'N'.repeat(100), authors: ['x'] }),
    );
    const b = (
      await t.app.inject({ url: `/api/models/avatars/${long.json().id}`, headers: auth(session.token) })
    ).json();
    expect(b.name).toBe('N'.repeat(64));
  });

  it('requires a signed-in user and stores nothing for anonymous callers', async () => {
    const before = listFiles(t.dataDir).length;
    const res = await postAvatar(t.app, null, buildVrm({ specVersion: '1.0', name: 'Anon', authors: [] }));
    expect(res.statusCode).toBe(401);
    expect(listFiles(t.dataDir).length).toBe(before);
  });
});
