import {
  anyJsonValue,
  FUZZ_SCALE,
  fuzzRuns,
  hostileJsonText,
  mutatedBytes,
  mutatedZip,
} from '@synthhub/formats/fuzz/fuzz-kit';
import { buildPlaylist } from '@synthhub/formats/playlist/build-playlist';
import { buildBeatmapMeta } from '@synthhub/formats/synth/build-beatmap-meta';
import { writePlaylist } from '@synthhub/formats/playlist/write-playlist';
import { buildStagepkg, writeStagepkg } from '@synthhub/formats/stagepkg/write-stagepkg';
import { buildVrm } from '@synthhub/formats/vrm/build-vrm';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { postAvatar } from '../src/modules/avatars/avatars.test-helpers.ts';
import { postPlaylist } from '../src/modules/playlists/playlists.fixtures.ts';
import { postUpload, putFile, requestTicket, uploadStage } from '../src/modules/stages/stage-test-kit.ts';
import { makeSynth, registerUser, TINY_PNG, uploadForm } from './factories.ts';
import { buildTestApp, listFiles, type TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
});
afterAll(async () => t?.close());

const TABLES = {
  beatmaps: schema.beatmaps,
  beatmapVersions: schema.beatmapVersions,
  playlists: schema.playlists,
  playlistItems: schema.playlistItems,
  avatars: schema.avatars,
  stages: schema.stages,
  stageFiles: schema.stageFiles,
  stageTags: schema.stageTags,
  pendingUploads: schema.pendingUploads,
};

/** Rows of every content table and every stored file: what an upload may leave behind. */
async function snapshot() {
  const rows: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES))
    rows[name] = (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { rows, files: listFiles(t.storage.root).sort() };
}

/**
 * Posts one fuzzed file and checks the answer: never a 5xx; a 4xx in the spec's error shape that
 * leaves no row and no file behind. (A mutation that happens to keep the file valid may be
 * accepted; it then becomes the new baseline.)
 */
async function expectCleanAnswer(send: () => Promise<LightMyRequestResponse>): Promise<void> {
  const before = await snapshot();
  const res = await send();
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  }
}

/** A few runs per route: the readers' own fuzzing (packages/formats) does the volume. */
const RUNS = { ...fuzzRuns(12, 15_000), numRuns: Math.round(12 * FUZZ_SCALE) };
const enc = new TextEncoder();

describe('fuzzed files through every upload route: 4xx, nothing stored, never a 500', () => {
  it('POST /api/beatmaps/upload', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const base = await makeSynth({ title: 'Fuzz', seed: 4242 });
    const record = uploadRecordForMode('default', { published: false });
    const files = fc.oneof(
      mutatedZip(base),
      hostileJsonText().map((meta) => ({ meta })),
    );
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const bytes = file instanceof Uint8Array ? file : await writeSynth({ meta: file.meta });
        const form = uploadForm(bytes, record);
        await expectCleanAnswer(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/beatmaps/upload',
            ...form,
            headers: { ...form.headers, authorization: `Bearer ${token}` },
          }),
        );
      }),
      RUNS,
    );
  });

  it('POST /api/playlists/upload', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const base = writePlaylist(buildPlaylist({ name: 'Fuzz', songs: [{ hash: 'b'.repeat(64) }] }), 0);
    const files = fc.oneof(
      mutatedBytes(base),
      hostileJsonText().map((text) => enc.encode(text)),
    );
    await fc.assert(
      fc.asyncProperty(files, (bytes) => expectCleanAnswer(() => postPlaylist(t.app, token, bytes))),
      RUNS,
    );
  });

  it('POST /api/models/avatars/upload', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const base = buildVrm({
      specVersion: '0.x',
      name: 'Fuzz',
      authors: ['A'],
      thumbnail: { bytes: TINY_PNG, mimeType: 'image/png' },
    });
    await fc.assert(
      fc.asyncProperty(mutatedBytes(base), (bytes) =>
        expectCleanAnswer(() => postAvatar(t.app, token, bytes)),
      ),
      RUNS,
    );
  });

  it(
    'the stage upload (signed PUT, then POST /api/models/stages/upload)',
    { timeout: 60_000 * FUZZ_SCALE },
    async () => {
      const base = buildStagepkg({ name: 'Fuzz', icon: TINY_PNG, pc: { spin: true } }).bytes;
      const files = fc.oneof(
        mutatedZip(base),
        hostileJsonText().map((manifest) => writeStagepkg({ manifest })),
      );
      await fc.assert(
        fc.asyncProperty(files, async (bytes) => {
          const beforeTicket = await snapshot();
          const ticket = await requestTicket(t.app, token);
          // The signed PUT may refuse the bytes itself (an empty body): a 4xx that stores no file and
          // leaves the ticket usable for another try, as a browser's retry would use it.
          const beforePut = await snapshot();
          const put = await putFile(t.app, ticket.cdn_url, bytes);
          expect(put.statusCode, put.body.slice(0, 300)).toBeLessThan(500);
          if (put.statusCode >= 400) {
            expect(put.json()).toMatchObject({ statusCode: put.statusCode, message: expect.any(String) });
            expect(await snapshot()).toEqual(beforePut);
            return;
          }
          const res = await postUpload(t.app, token, { fileId: ticket.id, stageId: null });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
            expect(await snapshot()).toEqual(beforeTicket);
          }
        }),
        // an empty body always, once: the case the PUT itself refuses
        { ...RUNS, examples: [[new Uint8Array(0)]] },
      );
    },
  );
});

describe('valid files with hostile values in their fields: 4xx or stored, never a 500', () => {
  const HASH = 'c'.repeat(64);

  it(
    'a .playlist with any value in any key (top level and songs)',
    { timeout: 60_000 * FUZZ_SCALE },
    async () => {
      const base = JSON.parse(new TextDecoder().decode(writePlaylist(buildPlaylist({ name: 'Fuzz' }), 0)));
      const topKeys = [...Object.keys(base).filter((k) => k !== 'dataString'), 'extraKey'];
      const songKeys = ['name', 'author', 'beatmapper', 'difficulty', 'trackDuration', 'addedTime', 'extra'];
      const arb = fc.record({
        top: fc.dictionary(fc.constantFrom(...topKeys), anyJsonValue, { minKeys: 1, maxKeys: 4 }),
        song: fc.dictionary(fc.constantFrom(...songKeys), anyJsonValue, { maxKeys: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(arb, ({ top, song }) => {
          const text = JSON.stringify({ ...base, ...top, dataString: [{ hash: HASH, ...song }] });
          return expectCleanAnswer(() => postPlaylist(t.app, token, enc.encode(text)));
        }),
        { ...RUNS, numRuns: Math.round(25 * FUZZ_SCALE) },
      );
    },
  );

  it('a .vrm whose meta holds any value in any key', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const keys = [
      'name',
      'title',
      'version',
      'author',
      'authors',
      'licenseName',
      'otherLicenseUrl',
      'creditNotation',
      'texture',
      'thumbnailImage',
    ];
    const arb = fc.record({
      spec: fc.constantFrom('0.x' as const, '1.0' as const),
      meta: fc.dictionary(fc.constantFrom(...keys), anyJsonValue, { minKeys: 1, maxKeys: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(arb, ({ spec, meta }) =>
        expectCleanAnswer(() =>
          postAvatar(t.app, token, buildVrm({ specVersion: spec, name: 'V', authors: ['A'], meta })),
        ),
      ),
      { ...RUNS, numRuns: Math.round(20 * FUZZ_SCALE) },
    );
  });

  it('a .synth whose meta holds any value in any key', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const meta = buildBeatmapMeta({
      title: 'T',
      artist: 'A',
      mapper: 'M',
      bpm: 120,
      difficulties: { Hard: 3 },
    });
    const record = uploadRecordForMode('default', { published: false });
    let n = 0;
    const arb = fc.dictionary(fc.constantFrom(...Object.keys(meta)), anyJsonValue, {
      minKeys: 1,
      maxKeys: 4,
    });
    await fc.assert(
      fc.asyncProperty(arb, async (changes) => {
        const form = uploadForm(
          await writeSynth({ meta: { ...meta, Name: `Fuzz ${n++}`, ...changes } }),
          record,
        );
        await expectCleanAnswer(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/beatmaps/upload',
            ...form,
            headers: { ...form.headers, authorization: `Bearer ${token}` },
          }),
        );
      }),
      { ...RUNS, numRuns: Math.round(20 * FUZZ_SCALE) },
    );
  });

  it('a .stagepkg whose manifest holds any value in any key', { timeout: 60_000 * FUZZ_SCALE }, async () => {
    const pkg = buildStagepkg({ name: 'S', android: false });
    const entries = [{ name: pkg.bundles.pc!.filename, bytes: pkg.bundles.pc!.bytes }];
    const arb = fc.record({
      top: fc.dictionary(fc.constantFrom('creatorName', 'exportedOn', 'android', 'other'), anyJsonValue, {
        maxKeys: 2,
      }),
      pc: fc.dictionary(fc.constantFrom(...Object.keys(pkg.manifest.pc)), anyJsonValue, {
        minKeys: 1,
        maxKeys: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(arb, ({ top, pc }) => {
        const manifest = { ...pkg.manifest, ...top, pc: { ...pkg.manifest.pc, ...pc } };
        return expectCleanAnswer(() => uploadStage(t.app, token, writeStagepkg({ manifest, entries })));
      }),
      { ...RUNS, numRuns: Math.round(20 * FUZZ_SCALE) },
    );
  });
});
