import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { beatmapChartSchema, DIFFICULTY_MESSAGE } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { makeSilentOggVorbis } from '@synthhub/formats/audio/make-silent-vorbis';
import { buildBeatmapMeta, buildTrackData } from '@synthhub/formats/synth/build-beatmap-meta';
import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSynth, postBeatmapUpload, registerUser } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { sweepUnreferencedFiles } from '../../lib/storage/sweep.ts';

let t: TestApp;
let token: string;
let id: number;
let draftId: number;
let audio: Buffer;

async function upload(
  seed: number,
  published: boolean,
  file?: Uint8Array,
): Promise<{ id: number; bytes: Uint8Array }> {
  const bytes = file ?? (await makeSynth({ title: `Preview ${seed}`, seed }));
  const res = await postBeatmapUpload(
    t.app,
    { authorization: `Bearer ${token}` },
    bytes,
    uploadRecordForMode(published ? 'default' : 'draft', { published }),
  );
  expect(res.statusCode).toBe(201);
  return { id: res.json().id, bytes };
}

beforeAll(async () => {
  t = await buildTestApp();
  token = (await registerUser(t.app)).token;
  const published = await upload(300, true);
  id = published.id;
  audio = Buffer.from(unzipSync(published.bytes)['song.ogg']!);
  draftId = (await upload(301, false)).id;
});
afterAll(async () => t?.close());

const downloads = async () => (await t.app.inject({ url: `/api/beatmaps/${id}` })).json().download_count;

describe('GET /api/beatmaps/{id}/audio', () => {
  it('answers the .synth audio entry unchanged as audio/ogg, and does not count a download', async () => {
    const before = await downloads();
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/audio` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/ogg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(audio)).toBe(true);
    await t.app.jobs.drained();
    expect(await downloads()).toBe(before);
  });

  it('streams a byte range (206) and refuses one outside the file (416)', async () => {
    const part = await t.app.inject({ url: `/api/beatmaps/${id}/audio`, headers: { range: 'bytes=10-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-99/${audio.length}`);
    expect(part.rawPayload.equals(audio.subarray(10, 100))).toBe(true);
    const outside = await t.app.inject({
      url: `/api/beatmaps/${id}/audio`,
      headers: { range: `bytes=${audio.length + 5}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${audio.length}`);
  });

  it('caches for a year only when ?v= names the served version, and revalidates by ETag', async () => {
    const hash = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json().hash;
    const pinned = await t.app.inject({ url: `/api/beatmaps/${id}/audio?v=${hash}` });
    expect(pinned.headers['cache-control']).toContain('immutable');
    const floating = await t.app.inject({ url: `/api/beatmaps/${id}/audio?v=${'0'.repeat(64)}` });
    expect(floating.headers['cache-control']).toContain('max-age=0');
    const again = await t.app.inject({
      url: `/api/beatmaps/${id}/audio`,
      headers: { 'if-none-match': String(pinned.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('404s with a clear message for an unknown id and for a draft seen by someone else', async () => {
    const unknown = await t.app.inject({ url: '/api/beatmaps/999999/audio' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/999999/);
    expect((await t.app.inject({ url: `/api/beatmaps/${draftId}/audio` })).statusCode).toBe(404);
    const own = await t.app.inject({
      url: `/api/beatmaps/${draftId}/audio`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('keeps the extracted audio through the storage sweep while the beatmap exists', async () => {
    await t.app.inject({ url: `/api/beatmaps/${id}/audio` });
    const result = await sweepUnreferencedFiles({ db: t.app.db, storage: t.app.storage }, { minAgeMs: 0 });
    expect(result.deleted).toBe(0);
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/audio` });
    expect(res.rawPayload.equals(audio)).toBe(true);
  });
});

describe('GET /api/beatmaps/{id}/chart', () => {
  it('answers the notes of one difficulty in time order, in the shared schema', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/chart?difficulty=Expert` });
    expect(res.statusCode).toBe(200);
    const chart = beatmapChartSchema.parse(res.json());
    // makeSynth: 120 BPM, Hard 20 notes and Expert 30, from beat 4 every half beat.
    expect(chart).toMatchObject({ difficulty: 'Expert', bpm: 120, truncated: false });
    expect(chart.notes).toHaveLength(30);
    expect(chart.notes.slice(0, 3).map((n) => [n.time_ms, n.hand])).toEqual([
      [2000, 'right'],
      [2250, 'left'],
      [2500, 'right'],
    ]);
    expect(chart.length_ms).toBe(2000 + 29 * 250);
  });

  it('400s a difficulty that does not exist, naming the allowed ones', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/chart?difficulty=Impossible` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(DIFFICULTY_MESSAGE);
    const missing = await t.app.inject({ url: `/api/beatmaps/${id}/chart` });
    expect(missing.statusCode).toBe(400);
  });

  it('404s a difficulty the beatmap lacks, naming the ones it has', async () => {
    const res = await t.app.inject({ url: `/api/beatmaps/${id}/chart?difficulty=Master` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Beatmap ${id} has no Master difficulty; it has Hard, Expert.`);
  });

  it('hides a draft from others', async () => {
    expect((await t.app.inject({ url: `/api/beatmaps/${draftId}/chart?difficulty=Hard` })).statusCode).toBe(
      404,
    );
  });
});

describe('a published file whose beatmap.meta.bin is encrypted (formats.md §1.2), without the key', () => {
  it('plays its audio (found through track.data.json) and says why it has no chart', async () => {
    const input = {
      title: 'Sealed',
      artist: 'A',
      mapper: 'M',
      bpm: 100,
      difficulties: { Expert: 5 },
      audioName: 'sealed.ogg',
    };
    const ogg = makeSilentOggVorbis(4);
    const file = await writeSynth({
      meta: buildBeatmapMeta(input),
      trackData: buildTrackData(input),
      audio: { name: 'sealed.ogg', bytes: ogg },
      encryptMetaWithPassword: 'not shipped',
    });
    const sealed = (await upload(302, true, file)).id;
    const audioRes = await t.app.inject({ url: `/api/beatmaps/${sealed}/audio` });
    expect(audioRes.statusCode).toBe(200);
    expect(audioRes.rawPayload.equals(Buffer.from(ogg))).toBe(true);
    const chart = await t.app.inject({ url: `/api/beatmaps/${sealed}/chart?difficulty=Expert` });
    expect(chart.statusCode).toBe(404);
    expect(chart.json().message).toBe(
      `The notes of beatmap ${sealed} cannot be read: its beatmap.meta.bin is encrypted.`,
    );
  });
});
