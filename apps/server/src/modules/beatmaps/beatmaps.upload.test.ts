import { writeSynth } from '@synthhub/formats/synth/write-synth';
import { uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasRealFixtures,
  makeSynth,
  realHanSolo,
  registerUser,
  uploadForm,
} from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string, file: Uint8Array, data: unknown, filename?: string) {
  const form = uploadForm(file, data, filename);
  return t.app.inject({
    method: 'POST',
    url: '/api/beatmaps/upload',
    ...form,
    headers: { ...form.headers, ...auth(token) },
  });
}

describe('POST /api/beatmaps/upload', () => {
  it('creates an unpublished beatmap that only its uploader sees, with metadata read from the file', async () => {
    const session = await registerUser(t.app);
    const res = await upload(
      session.token,
      await makeSynth({ title: 'First Light', seed: 1 }),
      uploadRecordForMode('default', { published: false }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toBeTypeOf('number');
    expect((await t.app.inject({ url: `/api/beatmaps/${id}` })).statusCode).toBe(404);
    const own = await t.app.inject({ url: `/api/beatmaps/${id}`, headers: auth(session.token) });
    expect(own.statusCode).toBe(200);
    const beatmap = own.json();
    expect(beatmap).toMatchObject({
      id,
      title: 'First Light',
      artist: 'Test Artist',
      mapper: 'Tester',
      bpm: '120',
      duration: '01:35',
      difficulties: ['Hard', 'Expert'],
      custom_difficulty_name: null,
      note_counts: { Hard: 20, Expert: 30 },
      published: false,
      published_at: null,
      production_mode: true,
      version: 1,
      user: { id: session.user.id, username: session.user.username },
      download_url: `/api/beatmaps/${id}/download`,
      cover_url: `/api/beatmaps/${id}/cover`,
      filename_original: 'song.synth',
    });
    expect(beatmap.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a Draft is unpublished with production mode off (spec §4)', async () => {
    const session = await registerUser(t.app);
    const res = await upload(
      session.token,
      await makeSynth({ seed: 2 }),
      uploadRecordForMode('draft', { published: true }),
    );
    const beatmap = (
      await t.app.inject({ url: `/api/beatmaps/${res.json().id}`, headers: auth(session.token) })
    ).json();
    expect(beatmap.published).toBe(false);
    expect(beatmap.production_mode).toBe(false);
  });

  it('Default with a beatmap id makes a new primary version and unpublishes the old; Alternate adds one without', async () => {
    const session = await registerUser(t.app);
    const first = await upload(
      session.token,
      await makeSynth({ title: 'V1', seed: 3 }),
      uploadRecordForMode('default', { published: true }),
    );
    const id = first.json().id;
    const v1 = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json();
    expect(v1.published).toBe(true);

    const alt = await upload(
      session.token,
      await makeSynth({ title: 'Alt', seed: 4 }),
      uploadRecordForMode('alternate', { published: true, beatmap_id: id }),
    );
    expect(alt.statusCode).toBe(201);
    expect(alt.json().id).toBe(id);
    const afterAlt = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json();
    expect(afterAlt).toMatchObject({ title: 'V1', version: 1, hash: v1.hash });

    const v2 = await upload(
      session.token,
      await makeSynth({ title: 'V2', seed: 5 }),
      uploadRecordForMode('default', { published: true, beatmap_id: id }),
    );
    expect(v2.statusCode).toBe(201);
    const afterV2 = (await t.app.inject({ url: `/api/beatmaps/${id}` })).json();
    expect(afterV2).toMatchObject({ title: 'V2', version: 3, published: true, cover_version: 2 });
    expect(afterV2.filename).toMatch(new RegExp(`^${id}-v3-`));
    const { beatmapVersions } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const versions = await t.app.db.select().from(beatmapVersions).where(eq(beatmapVersions.beatmapId, id));
    expect(versions.map((v) => [v.version, v.published]).sort()).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('another user cannot add a version to someone else’s beatmap', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = (
      await upload(
        owner.token,
        await makeSynth({ seed: 6 }),
        uploadRecordForMode('default', { published: true }),
      )
    ).json().id;
    const res = await upload(
      other.token,
      await makeSynth({ seed: 7 }),
      uploadRecordForMode('alternate', { published: true, beatmap_id: id }),
    );
    expect(res.statusCode).toBe(403);
    const missing = await upload(
      other.token,
      await makeSynth({ seed: 8 }),
      uploadRecordForMode('alternate', { published: true, beatmap_id: 999999 }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('999999');
  });

  it('answers 409 naming the existing beatmap when the hash is already on the site', async () => {
    const session = await registerUser(t.app);
    const bytes = await makeSynth({ title: 'Twice', seed: 9 });
    const id = (
      await upload(session.token, bytes, uploadRecordForMode('default', { published: true }))
    ).json().id;
    const again = await upload(session.token, bytes, uploadRecordForMode('default', { published: true }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`beatmap ${id}`);
    expect(again.json().message).toContain('Test Artist - Twice');
  });

  it('requires a signed-in user', async () => {
    const form = uploadForm(await makeSynth({ seed: 10 }), {});
    const res = await t.app.inject({ method: 'POST', url: '/api/beatmaps/upload', ...form });
    expect(res.statusCode).toBe(401);
  });

  it.skipIf(!hasRealFixtures)(
    'keeps the real ImHanSolo map’s hash (formats.md §1.6) and reads it fully',
    async () => {
      const session = await registerUser(t.app);
      const { meta, trackData } = realHanSolo();
      const bytes = await writeSynth({ meta, extraEntries: [{ name: 'track.data.json', bytes: trackData }] });
      const res = await upload(
        session.token,
        bytes,
        uploadRecordForMode('default', { published: true }),
        'ImHanSolo.synth',
      );
      expect(res.statusCode).toBe(201);
      const beatmap = (await t.app.inject({ url: `/api/beatmaps/${res.json().id}` })).json();
      expect(beatmap).toMatchObject({
        hash: 'ccaa1247d0976b0f385e175f03e18ba2dd7a06f4f8d37d88badc2c8843aa43a5',
        title: "I'm Han Solo",
        artist: 'Kevin Afflack',
        mapper: 'Dubu',
        bpm: '94',
        duration: '03:56',
        difficulties: ['Expert'],
        note_counts: { Expert: 693 },
      });
      expect(beatmap.filename).toBe(`${beatmap.id}-Kevin-Afflack-Im-Han-Solo-Dubu.synth`);
      expect(beatmap.cover_url).not.toBe('');
    },
  );

  it('accepts a .synth whose beatmap.meta.bin is AES-encrypted, with metadata from track.data.json', async () => {
    const session = await registerUser(t.app);
    const { buildBeatmapMeta, buildTrackData } = await import('@synthhub/formats/synth/build-beatmap-meta');
    const input = {
      title: 'Locked Away',
      artist: 'Cipher',
      mapper: 'Crypt',
      bpm: 128,
      difficulties: { Master: 40 },
      durationS: 200,
    };
    const bytes = await writeSynth({
      meta: buildBeatmapMeta(input),
      trackData: buildTrackData(input),
      encryptMetaWithPassword: 'not-shipped',
    });
    const res = await upload(
      session.token,
      bytes,
      uploadRecordForMode('default', { published: true }),
      'locked.synth',
    );
    expect(res.statusCode).toBe(201);
    const beatmap = (await t.app.inject({ url: `/api/beatmaps/${res.json().id}` })).json();
    expect(beatmap).toMatchObject({
      title: 'Locked Away',
      artist: 'Cipher',
      mapper: 'Crypt',
      bpm: '128',
      duration: '03:20',
      difficulties: ['Master'],
    });
  });
});
