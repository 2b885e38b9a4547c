import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { count } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, registerUser, uploadForm } from '../../../test/factories.ts';
import { buildTestApp, listFiles, type TestApp } from '../../../test/helpers.ts';
import { beatmaps, beatmapVersions } from '../../db/schema/index.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ synthLimits: { maxInflatedBytes: 2 * 1024 * 1024 } });
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const enc = new TextEncoder();
const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

async function post(
  file: Uint8Array | null,
  data: unknown = uploadRecordForMode('default', { published: true }),
  filename = 'bad.synth',
) {
  const form = uploadForm(file, data, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

async function expectNothingStored() {
  const [b] = await t.app.db.select({ n: count() }).from(beatmaps);
  const [v] = await t.app.db.select({ n: count() }).from(beatmapVersions);
  expect(b?.n).toBe(0);
  expect(v?.n).toBe(0);
  expect(listFiles(t.storage.root)).toEqual([]);
}

const cases: [
  name: string,
  build: () => Promise<Uint8Array> | Uint8Array,
  status: number,
  message: RegExp,
][] = [
  ['not a zip', () => enc.encode('just some text, not an archive'), 422, /not a zip/i],
  ['no beatmap.meta.bin', () => zipSync({ 'song.ogg': new Uint8Array(10) }), 422, /beatmap\.meta\.bin/],
  [
    'the legacy binary format',
    () =>
      zipSync({
        'beatmap.meta.bin': Uint8Array.of(0, 1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 1, 0, 0, 0, 0, 0, 0, 0),
      }),
    422,
    /older than 1\.8|binary/i,
  ],
  [
    'invalid JSON',
    () => zipSync({ 'beatmap.meta.bin': new Uint8Array([...BOM, ...enc.encode('{"Name": "x",')]) }),
    422,
    /not valid JSON/i,
  ],
  [
    'entry names that climb out',
    async () =>
      writeSynth({
        meta: { Name: 'x', Track: {} },
        extraEntries: [{ name: '../evil.txt', bytes: enc.encode('x') }],
      }),
    422,
    /\.\.\/evil\.txt/,
  ],
  [
    'an archive that inflates past the limit',
    () => zipSync({ 'beatmap.meta.bin': new Uint8Array(3 * 1024 * 1024).fill(32) }, { level: 9 }),
    422,
    /declares \d+ bytes|inflate/i,
  ],
];

describe('upload rejects bad input with a 4xx that names the problem and stores nothing', () => {
  for (const [name, build, status, message] of cases) {
    it(name, async () => {
      const res = await post(await build());
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.statusCode).toBe(status);
      expect(body.message).toMatch(message);
      await expectNothingStored();
    });
  }

  it('a missing file is "Required"', async () => {
    const res = await post(null);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.validation).toEqual(['file: Required']);
    await expectNothingStored();
  });

  it('a file that is not .synth by name', async () => {
    const res = await post(await makeSynth({ seed: 50 }), undefined, 'song.zip');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\.synth/);
    await expectNothingStored();
  });

  it('an upload record that is not JSON, or has wrong types', async () => {
    const notJson = await post(await makeSynth({ seed: 51 }), '{oops');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/not valid JSON/);
    const wrong = await post(await makeSynth({ seed: 52 }), {
      published: 'yes',
      options: { make_primary: 3 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.validation.join('\n')).toMatch(/data\.published/);
    await expectNothingStored();
  });

  it('a failure inside the transaction removes the files it wrote', async () => {
    const original = t.app.db.transaction.bind(t.app.db);
    // Make the database fail after the upload's files are in storage.
    (t.app.db as { transaction: unknown }).transaction = async (fn: (tx: unknown) => Promise<unknown>) =>
      original(async (tx) => {
        await fn(tx);
        throw new Error('simulated database failure');
      });
    try {
      const res = await post(await makeSynth({ seed: 53 }));
      expect(res.statusCode).toBe(500);
      expect(res.json().message).not.toMatch(/simulated/);
    } finally {
      (t.app.db as { transaction: unknown }).transaction = original;
    }
    await expectNothingStored();
  });
});
