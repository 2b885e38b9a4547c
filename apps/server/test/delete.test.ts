import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, registerAdmin, registerUser, uploadForm } from './factories.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let seed = 900;

/** Uploads one item of a kind as `token` (published or draft) and answers its API path. */
const kinds: Record<string, (app: FastifyInstance, token: string, published: boolean) => Promise<string>> = {
  beatmap: async (app, token, published) => {
    const form = uploadForm(await makeSynth({ seed: seed++ }), uploadRecordForMode('default', { published }));
    const res = await app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      ...form,
      headers: { ...form.headers, ...auth(token) },
    });
    return `/api/beatmaps/${res.json().id}`;
  },
  avatar: async (app, token, published) => {
    const res = await postAvatar(
      app,
      token,
      buildVrm({ specVersion: '1.0', name: `Fox ${seed++}`, authors: ['Kit'] }),
    );
    const path = `/api/models/avatars/${res.json().id}`;
    if (published)
      await app.inject({ method: 'PATCH', url: path, headers: auth(token), payload: { published: true } });
    return path;
  },
  stage: async (app, token, published) => {
    const res = await uploadStage(app, token, buildStagepkg({ name: `Place ${seed++}` }).bytes, {
      published,
    });
    return `/api/models/stages/${res.json().id}`;
  },
};

describe.each(Object.keys(kinds))('DELETE a %s (spec §6: nobody but the owner or an admin)', (kind) => {
  const upload = kinds[kind]!;

  it('refuses other users (403; 404 for a draft they cannot see) and anonymous callers (401)', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const published = await upload(t.app, owner.token, true);
    const draft = await upload(t.app, owner.token, false);
    expect(
      (await t.app.inject({ method: 'DELETE', url: published, headers: auth(other.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: draft, headers: auth(other.token) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: published })).statusCode).toBe(401);
    expect((await t.app.inject({ url: published })).statusCode).toBe(200);
    expect((await t.app.inject({ url: draft, headers: auth(owner.token) })).statusCode).toBe(200);
  });

  it('lets the owner and an admin delete; the item is gone afterwards', async () => {
    const owner = await registerUser(t.app);
    const admin = await registerAdmin(t.app);
    const mine = await upload(t.app, owner.token, false);
    const theirs = await upload(t.app, owner.token, true);
    expect((await t.app.inject({ method: 'DELETE', url: mine, headers: auth(owner.token) })).statusCode).toBe(
      204,
    );
    expect((await t.app.inject({ url: mine, headers: auth(owner.token) })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: theirs, headers: auth(admin.token) })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: theirs })).statusCode).toBe(404);
  });
});
