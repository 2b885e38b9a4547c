import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { readZipDirectory } from '../zip/zip-directory.ts';
import { type BeatmapMetaInput, buildBeatmapMeta, buildTrackData } from './build-beatmap-meta.ts';
import { createPasswordDecryptor } from './password-decryptor.ts';
import { readSynth } from './read-synth.ts';
import { withSiteMeta } from './site-meta.ts';
import { SynthFormatError } from './synth-format-error.ts';
import { writeSynth } from './write-synth.ts';

const PASSWORD = 'test-only-password';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const input: BeatmapMetaInput = {
  title: 'Glass Tide',
  artist: 'Lumen',
  mapper: 'Orca',
  bpm: 174,
  difficulties: { Normal: 50, Expert: 400 },
  coverPng: PNG,
  explicit: false,
  productionMode: true,
  durationS: 185,
};

async function encryptedSynth(withTrackData = true): Promise<Uint8Array> {
  return writeSynth({
    meta: buildBeatmapMeta(input),
    trackData: withTrackData ? buildTrackData(input) : undefined,
    cover: { name: 'cover.png', bytes: PNG },
    encryptMetaWithPassword: PASSWORD,
  });
}

describe('encrypted beatmap.meta.bin (formats.md §1.2)', () => {
  it('is written like published files: method 99, AE-2, AES-256, inner deflate; other entries plain', async () => {
    const { entries } = readZipDirectory(await encryptedSynth(), { maxEntries: 64 });
    const meta = entries.find((e) => e.name === 'beatmap.meta.bin')!;
    expect(meta).toMatchObject({
      method: 99,
      encrypted: true,
      aes: { vendorVersion: 2, strength: 3, innerMethod: 8 },
    });
    expect(meta.flags & 1).toBe(1);
    expect(entries.filter((e) => e.encrypted).map((e) => e.name)).toEqual(['beatmap.meta.bin']);
  });

  it('without a key: details from track.data.json, no note counts, hash of the encrypted bytes', async () => {
    const info = await readSynth(await encryptedSynth());
    expect(info).toMatchObject({
      title: 'Glass Tide',
      artist: 'Lumen',
      mapper: 'Orca',
      bpm: 174,
      difficulties: ['Normal', 'Expert'],
      noteCounts: {},
      explicit: null,
      productionMode: null,
      durationS: 185,
      durationSource: 'track-data',
      metaEncrypted: true,
      metaDecrypted: false,
      metaBytes: null,
      hashSource: 'encrypted-entry',
      cover: { name: 'cover.png', mimeType: 'image/png', source: 'entry' },
    });
    expect(info.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('without a key: the hash from synthriderz.meta.json when present', async () => {
    const hash = 'c'.repeat(64);
    const info = await readSynth(withSiteMeta(await encryptedSynth(), { id: 627, hash }));
    expect(info).toMatchObject({ hash, hashSource: 'site-meta', siteMeta: { id: 627, hash } });
  });

  it('without a key and without track.data.json: ENCRYPTED_NO_METADATA', async () => {
    const error = await readSynth(await encryptedSynth(false)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SynthFormatError);
    expect((error as SynthFormatError).code).toBe('ENCRYPTED_NO_METADATA');
    expect((error as SynthFormatError).message).toContain('beatmap.meta.bin is encrypted');
  });

  it('with createPasswordDecryptor: full details and the same hash as the plain file', async () => {
    const plain = await readSynth(await writeSynth({ meta: buildBeatmapMeta(input) }));
    const info = await readSynth(await encryptedSynth(), { decryptor: createPasswordDecryptor(PASSWORD) });
    expect(info).toMatchObject({
      noteCounts: { Normal: 50, Expert: 400 },
      productionMode: true,
      explicit: false,
      metaEncrypted: true,
      metaDecrypted: true,
      hashSource: 'meta',
      hash: plain.hash,
      warnings: [],
    });
    const decode = (b: Uint8Array | null) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(b ?? undefined);
    expect(decode(info.metaBytes)).toBe(decode(plain.metaBytes));
    expect(decode(info.metaBytes)).toMatch(/^\uFEFF\{\r\n {2}"Name": "Glass Tide"/);
  });

  it('with a wrong key: falls back to track.data.json and says why', async () => {
    const info = await readSynth(await encryptedSynth(), { decryptor: createPasswordDecryptor('wrong') });
    expect(info.metaDecrypted).toBe(false);
    expect(info.hashSource).toBe('encrypted-entry');
    expect(info.warnings[0]).toMatch(/^beatmap\.meta\.bin could not be decrypted: /);
  });

  it('counts decrypted bytes against the inflation limit', async () => {
    const zip = await encryptedSynth();
    const decryptor = createPasswordDecryptor(PASSWORD, { maxBytes: 100 });
    const info = await readSynth(zip, { decryptor });
    expect(info.warnings[0]).toContain('decrypts to more than 100 bytes');
    const error = await readSynth(zip, {
      decryptor: createPasswordDecryptor(PASSWORD),
      limits: { maxInflatedBytes: 20_000 },
    }).catch((e: unknown) => e);
    expect((error as SynthFormatError).code).toBe('TOO_LARGE');
  });

  it('survives withSiteMeta: zip.js still decrypts the untouched AES entry', async () => {
    const zip = withSiteMeta(await encryptedSynth(), { id: 9, hash: 'd'.repeat(64) });
    const reader = new ZipReader(new Uint8ArrayReader(zip), { useWebWorkers: false });
    const entry = (await reader.getEntries()).find((e) => e.filename === 'beatmap.meta.bin');
    if (!entry || entry.directory) throw new Error('no meta entry');
    const plaintext = await entry.getData(new Uint8ArrayWriter(), { password: PASSWORD });
    await reader.close();
    expect(new TextDecoder().decode(plaintext)).toContain('"Name": "Glass Tide"');
  });
});
