import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { auth, postAvatar } from './avatars.test-helpers.ts';

let t: TestApp;
let id: number;
const uploaded = buildVrm({ specVersion: '0.x', name: 'Zoë "Quote" Fox', authors: ['Kit'] });
beforeAll(async () => {
  t = await buildTestApp();
  const session = await registerUser(t.app);
  id = (await postAvatar(t.app, session.token, uploaded, 'zoe.vrm')).json().id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/models/avatars/${id}`,
    headers: auth(session.token),
    payload: { published: true },
  });
});
afterAll(async () => t?.close());

const downloads = async () =>
  (await t.app.inject({ url: `/api/models/avatars/${id}` })).json().download_count as number;

describe('GET /api/models/avatars/{id}/download', () => {
  it('answers the uploaded bytes unchanged, named <id>-<Name>.vrm (quoted, with filename*)', async () => {
    const res = await t.app.inject({ url: `/api/models/avatars/${id}/download` });
    expect(res.statusCode).toBe(200);
    expect(Buffer.compare(res.rawPayload, Buffer.from(uploaded))).toBe(0);
    expect(res.headers['content-type']).toBe('model/gltf-binary');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${id}-Zoe-Quote-Fox.vrm"; filename*=UTF-8''${id}-Zoe-Quote-Fox.vrm`,
    );
  });

  it('counts each full download, not revalidations or ranges', async () => {
    await t.app.jobs.drained(); // counts of earlier tests' downloads
    const before = await downloads();
    const full = await t.app.inject({ url: `/api/models/avatars/${id}/download` });
    await t.app.jobs.drained();
    expect(await downloads()).toBe(before + 1);
    const etag = String(full.headers.etag);
    expect(
      (await t.app.inject({ url: `/api/models/avatars/${id}/download`, headers: { 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    const part = await t.app.inject({
      url: `/api/models/avatars/${id}/download`,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString('latin1')).toBe('glTF');
    expect(await downloads()).toBe(before + 1);
  });

  it('answers 404 in the spec shape for an unknown avatar', async () => {
    const res = await t.app.inject({ url: '/api/models/avatars/987654/download' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Avatar 987654 was not found.',
    });
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
