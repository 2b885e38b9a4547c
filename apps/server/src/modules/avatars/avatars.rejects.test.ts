import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { CHUNK_TYPE_JSON, writeGlb } from '@synthhub/formats/vrm/glb';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { avatars } from '../../db/schema/index.ts';
import { postAvatar, TINY_PNG } from './avatars.test-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const setU32 = (bytes: Uint8Array, at: number, value: number) => {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value, true);
  return bytes;
};
/** A valid VRM with a thumbnail, so a rejection after reading would have stored a cover too. */
const good = () =>
  buildVrm({
    specVersion: '1.0',
    name: 'Good',
    authors: ['A'],
    thumbnail: { bytes: TINY_PNG, mimeType: 'image/png' },
  });

function glbWithJsonChunk(text: string): Uint8Array {
  const data = new TextEncoder().encode(text.padEnd(Math.ceil(text.length / 4) * 4, ' '));
  const out = new Uint8Array(20 + data.length);
  setU32(out, 0, 0x46546c67);
  setU32(out, 4, 2);
  setU32(out, 8, out.length);
  setU32(out, 12, data.length);
  setU32(out, 16, CHUNK_TYPE_JSON);
  out.set(data, 20);
  return out;
}

const rows = async () => (await t.app.db.select({ n: count() }).from(avatars))[0]!.n;

describe('POST /api/models/avatars/upload rejects bad files, naming the problem and keeping nothing', () => {
  const cases: [string, () => Uint8Array | null, string, number, RegExp][] = [
    ['no file', () => null, 'avatar.vrm', 400, /^Required: choose a \.vrm file/],
    [
      'the wrong extension',
      good,
      'avatar.glb',
      400,
      /^Only \.vrm files can be uploaded as avatars \(got "avatar\.glb"\)/,
    ],
    [
      'not a GLB (a zip)',
      () => Uint8Array.of(0x50, 0x4b, 3, 4, ...new Array(60).fill(0)),
      'a.vrm',
      422,
      /does not start with the glTF magic/,
    ],
    [
      'a truncated GLB',
      () => good().slice(0, -8),
      'a.vrm',
      422,
      /^The glTF header says the file is \d+ bytes, but it is \d+ bytes/,
    ],
    [
      'a JSON chunk length that lies',
      () => setU32(good(), 12, 1_000_000),
      'a.vrm',
      422,
      /^glTF chunk 0 says it holds 1000000 bytes, but only \d+ bytes are left/,
    ],
    [
      'a JSON chunk that is not JSON',
      () => glbWithJsonChunk('{"asset": {"version": "2.0"'),
      'a.vrm',
      422,
      /^The glTF JSON chunk is not valid JSON\.$/,
    ],
    [
      'a glTF model that is not a VRM',
      () => writeGlb({ json: { asset: { version: '2.0' } } }),
      'a.vrm',
      422,
      /is not a VRM avatar: it has neither extensions\.VRM/,
    ],
  ];

  it.each(cases)('%s', async (_name, file, filename, status, message) => {
    const beforeRows = await rows();
    const beforeFiles = listFiles(t.dataDir);
    const res = await postAvatar(t.app, token, file(), filename);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(res.json().statusCode).toBe(status);
    expect(await rows()).toBe(beforeRows);
    expect(listFiles(t.dataDir)).toEqual(beforeFiles);
  });

  it('the same kinds of file are accepted once repaired (the cases above can fail)', async () => {
    const res = await postAvatar(t.app, token, good(), 'a.vrm');
    expect(res.statusCode).toBe(201);
    expect(listFiles(t.dataDir).some((f) => f.startsWith('files/avatars/'))).toBe(true);
  });
});
