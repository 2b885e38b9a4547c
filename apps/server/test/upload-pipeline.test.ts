// The upload pipeline seen from the API (docs/decisions/0007): malformed multipart bodies are 400s
// that say what is wrong on every upload route, uploads in progress are capped (429, nothing
// stored), and no temporary file outlives its request.
import { PassThrough } from 'node:stream';
import { buildStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadTempDir } from '../src/lib/uploads/temp-files.ts';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { uploadPlaylistAs } from '../src/modules/playlists/playlists.fixtures.ts';
import { uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, registerUser, TINY_PNG, uploadForm } from './factories.ts';
import { buildTestApp, listFiles, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
let routes: string[];
beforeAll(async () => {
  t = await buildTestApp({ uploadsMaxPerUser: 1, uploadsMaxTotal: 2 });
  token = (await registerUser(t.app)).token;
  const avatar = await postAvatar(
    t.app,
    token,
    buildVrm({ specVersion: '1.0', name: 'Routes', authors: ['Kit'] }),
  );
  const stage = await uploadStage(t.app, token, buildStagepkg({ name: 'Routes', icon: TINY_PNG }).bytes);
  const playlistId = await uploadPlaylistAs(t.app, token);
  routes = [
    '/api/beatmaps/upload',
    '/api/models/avatars/upload',
    `/api/models/avatars/${avatar.json().id}/cover`,
    `/api/models/stages/${stage.json().id}/cover`,
    '/api/playlists/upload',
    `/api/playlists/${playlistId}/cover`,
  ];
});
afterAll(async () => t?.close());

const headers = (contentType: string) => ({ authorization: `Bearer ${token}`, 'content-type': contentType });
const filePart = (boundary: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.synth"\r\nContent-Type: application/octet-stream\r\n\r\nhello\r\n`;
const tempFiles = () => listFiles(uploadTempDir(t.dataDir));

describe('malformed multipart bodies on every upload route', () => {
  it('a multipart request without a boundary is a 400 that names the boundary', async () => {
    for (const url of routes) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: headers('multipart/form-data'),
        payload: 'x',
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toMatch(/no usable boundary/);
    }
  });

  it('two file parts are a 400 asking for one file, not a 413', async () => {
    for (const url of routes) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: headers('multipart/form-data; boundary=XX'),
        payload: `${filePart('XX', 'file')}${filePart('XX', 'file')}--XX--\r\n`,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toMatch(/one file per upload/);
    }
    expect(tempFiles()).toEqual([]);
  });

  it('a body cut off before its closing boundary is a 400 and leaves no temporary file', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      headers: headers('multipart/form-data; boundary=XX'),
      payload: `--XX\r\nContent-Disposition: form-data; name="file"; filename="a.synth"\r\n\r\nhalf a fi`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/ended before its closing boundary/);
    expect(tempFiles()).toEqual([]);
  });
});

describe('uploads in progress are capped', () => {
  it('a second upload while the first is still being received answers 429 and stores nothing', async () => {
    const synth = await makeSynth({ title: 'Slow One', seed: 5150 });
    const form = uploadForm(synth, uploadRecordForMode('default', { published: false }));
    const body = new PassThrough();
    const first = t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: body,
    });
    body.write(form.payload.subarray(0, 1000));
    await new Promise((resolve) => setTimeout(resolve, 300)); // the first holds its slot now
    const filesBefore = listFiles(`${t.dataDir}/files`);
    const other = uploadForm(await makeSynth({ seed: 5151 }), {});
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      payload: other.payload,
      headers: { ...other.headers, authorization: `Bearer ${token}` },
    });
    expect(second.statusCode, second.body).toBe(429);
    expect(second.json().message).toMatch(/at most 1 at once/);
    expect(listFiles(`${t.dataDir}/files`)).toEqual(filesBefore);
    body.end(form.payload.subarray(1000));
    expect((await first).statusCode).toBe(201);
    expect(tempFiles()).toEqual([]);
    // The slot is free again.
    const third = await postAvatar(
      t.app,
      token,
      buildVrm({ specVersion: '0.x', name: 'After', authors: ['x'] }),
    );
    expect(third.statusCode, third.body).toBe(201);
  });

  it('a refused file leaves no temporary file behind', async () => {
    const bad = uploadForm(new TextEncoder().encode('not a zip at all'), {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/beatmaps/upload',
      payload: bad.payload,
      headers: { ...bad.headers, authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(tempFiles()).toEqual([]);
  });
});
