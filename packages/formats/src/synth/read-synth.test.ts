/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeOggOpus, makeOggVorbis } from '../audio/make-ogg.ts';
import { buildBeatmapMeta, buildTrackData } from './build-beatmap-meta.ts';
import { readSynth } from './read-synth.ts';
import { writeSynth } from './write-synth.ts';

const SYNTH_DIR = fileURLToPath(new URL('../../../../../shared/fixtures/real/synth/', import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(`${SYNTH_DIR}${name}`));
/** Byte comparison; Vitest's deep equality is slow on arrays of half a million bytes. */
const sameBytes = (a: Uint8Array | null | undefined, b: Uint8Array) => !!a && Buffer.from(a).equals(b);
/** 1×1 PNG and a JPEG header: enough for the magic-byte sniffing. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

describe.skipIf(!existsSync(SYNTH_DIR))(
  'readSynth on the real fixtures (needs ../shared/fixtures/real)',
  () => {
    it('reads ImHanSolo (editor 1.9.4) with its track.data.json', async () => {
      const meta = fixture('ImHanSolo-editor1.9.4.beatmap.meta.bin');
      const zip = await writeSynth({
        meta,
        extraEntries: [{ name: 'track.data.json', bytes: fixture('ImHanSolo-editor1.9.4.track.data.json') }],
      });
      const info = await readSynth(zip);
      expect(info).toMatchObject({
        title: "I'm Han Solo",
        artist: 'Kevin Afflack',
        mapper: 'Dubu',
        bpm: 94,
        difficulties: ['Expert'],
        noteCounts: { Expert: 693 },
        editorVersion: '1.9.4',
        beatConverted: false,
        explicit: null,
        audioName: 'ImHanSolo.ogg',
        durationS: 236,
        durationSource: 'track-data',
        hash: 'ccaa1247d0976b0f385e175f03e18ba2dd7a06f4f8d37d88badc2c8843aa43a5',
        hashSource: 'meta',
        metaEncrypted: false,
        siteMeta: null,
        entryNames: ['beatmap.meta.bin', 'track.data.json'],
      });
      expect(sameBytes(info.metaBytes, meta)).toBe(true);
      expect(info.cover).toMatchObject({ mimeType: 'image/png', source: 'artwork-bytes' });
      expect(info.cover!.bytes.length).toBeGreaterThan(100_000);
    });

    it('reads Amerika (editor 2.0.0-6 beta)', async () => {
      const meta = fixture('Amerika-editor2.0.0-6beta.beatmap.meta.bin');
      const info = await readSynth(await writeSynth({ meta }));
      expect(info).toMatchObject({
        title: 'Amerika',
        artist: 'Wintersleep',
        mapper: 'Geesebreath',
        bpm: 145.02,
        difficulties: ['Master'],
        noteCounts: { Master: 945 },
        editorVersion: '2.0.0-6 beta',
        explicit: false,
        productionMode: false,
        durationS: null,
        hashSource: 'meta',
      });
      expect(info.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(sameBytes(info.metaBytes, meta)).toBe(true);
      expect(info.cover?.mimeType).toBe('image/png');
    });

    it('prefers the Artwork entry over ArtworkBytes and the Ogg length over track.data', async () => {
      const zip = await writeSynth({
        meta: fixture('ImHanSolo-editor1.9.4.beatmap.meta.bin'),
        trackData: { name: "I'm Han Solo", duration: '03:56', bpm: 94 },
        audio: { name: 'ImHanSolo.ogg', bytes: makeOggVorbis(236.75) },
        cover: { name: 'artworks-000140069114-en24ne-t500x500.jpg', bytes: JPEG },
      });
      const info = await readSynth(zip);
      expect(info.cover).toEqual({
        bytes: JPEG,
        mimeType: 'image/jpeg',
        name: 'artworks-000140069114-en24ne-t500x500.jpg',
        source: 'entry',
      });
      expect(info.durationS).toBeCloseTo(236.75, 3);
      expect(info.durationSource).toBe('audio');
    });
  },
);

describe('readSynth on generated maps', () => {
  const input = {
    title: 'Neon Rain',
    artist: 'Ava & The Gears',
    mapper: 'Kiri',
    bpm: 128.5,
    difficulties: { Easy: 120, Hard: 0, Master: 640, Custom: 33 },
    customDifficultyName: 'Ultra',
    coverPng: PNG,
    explicit: true,
    productionMode: true,
    durationS: 201,
  };

  it('returns what buildBeatmapMeta put in', async () => {
    const zip = await writeSynth({
      meta: buildBeatmapMeta(input),
      trackData: buildTrackData(input),
      audio: { name: 'song.ogg', bytes: makeOggOpus(200.5) },
    });
    const info = await readSynth(zip);
    expect(info).toMatchObject({
      title: 'Neon Rain',
      artist: 'Ava & The Gears',
      mapper: 'Kiri',
      bpm: 128.5,
      difficulties: ['Easy', 'Master', 'Custom'],
      noteCounts: { Easy: 120, Master: 640, Custom: 33 },
      customDifficultyName: 'Ultra',
      explicit: true,
      beatConverted: false,
      productionMode: true,
      editorVersion: '2.0.0',
      audioName: 'song.ogg',
      durationSource: 'audio',
      cover: { bytes: PNG, mimeType: 'image/png', name: 'cover.png', source: 'artwork-bytes' },
      warnings: [],
    });
    expect(info.durationS).toBeCloseTo(200.5, 3);
  });

  it('hashes the meta text, so distinct maps get distinct hashes and the same map the same hash', async () => {
    const a = await readSynth(await writeSynth({ meta: buildBeatmapMeta(input) }));
    const again = await readSynth(await writeSynth({ meta: buildBeatmapMeta(input) }));
    const b = await readSynth(
      await writeSynth({ meta: buildBeatmapMeta({ ...input, title: 'Neon Rain 2' }) }),
    );
    expect(again.hash).toBe(a.hash);
    expect(b.hash).not.toBe(a.hash);
  });

  it('reads synthriderz.meta.json and warns about a broken one', async () => {
    const siteMeta = { id: 42, hash: 'AB'.repeat(32) };
    const good = await writeSynth({
      meta: buildBeatmapMeta(input),
      extraEntries: [
        { name: 'synthriderz.meta.json', bytes: new TextEncoder().encode(JSON.stringify(siteMeta)) },
      ],
    });
    expect((await readSynth(good)).siteMeta).toEqual({ id: 42, hash: 'ab'.repeat(32) });
    const bad = await writeSynth({
      meta: buildBeatmapMeta(input),
      extraEntries: [{ name: 'synthriderz.meta.json', bytes: new TextEncoder().encode('{"id": "x"}') }],
    });
    const info = await readSynth(bad);
    expect(info.siteMeta).toBeNull();
    expect(info.warnings).toEqual([expect.stringContaining('synthriderz.meta.json')]);
  });

  it('keeps going without a cover and reports a missing cover entry', async () => {
    const meta = buildBeatmapMeta({ ...input, coverPng: undefined, artworkName: 'art.jpg' });
    const info = await readSynth(await writeSynth({ meta }));
    expect(info.cover).toBeNull();
    expect(info.warnings).toEqual(['The cover art.jpg named in the beatmap is not in the archive.']);
  });

  it('accepts a UTF-8 track.data.json and ignores a broken one with a warning', async () => {
    const utf8 = new TextEncoder().encode(JSON.stringify({ name: 'x', duration: '01:05', bpm: 100 }));
    const ok = await readSynth(
      await writeSynth({
        meta: buildBeatmapMeta(input),
        extraEntries: [{ name: 'track.data.json', bytes: utf8 }],
      }),
    );
    expect(ok.durationS).toBe(65);
    const broken = await readSynth(
      await writeSynth({
        meta: buildBeatmapMeta(input),
        extraEntries: [{ name: 'track.data.json', bytes: new TextEncoder().encode('{oops') }],
      }),
    );
    expect(broken.durationS).toBeNull();
    expect(broken.warnings[0]).toMatch(/^track.data.json was ignored: track.data.json is not valid JSON/);
  });
});
