import { Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipDirectory } from '../zip/zip-directory.ts';
import { buildBeatmapMeta } from './build-beatmap-meta.ts';
import { readSynth } from './read-synth.ts';
import { parseSiteMeta, withSiteMeta } from './site-meta.ts';
import { writeSynth } from './write-synth.ts';

const HASH = 'ccaa1247d0976b0f385e175f03e18ba2dd7a06f4f8d37d88badc2c8843aa43a5';
const meta = buildBeatmapMeta({
  title: 'Han',
  artist: 'Kevin',
  mapper: 'Dubu',
  bpm: 94,
  difficulties: { Expert: 30 },
});
const text = (s: string) => new TextEncoder().encode(s);

/** Local header + data (+ descriptor) bytes of each entry, as found in the archive. */
function storedBytes(zip: Uint8Array): Map<string, Uint8Array> {
  const { entries } = readZipDirectory(zip, { maxEntries: 100 });
  return new Map(
    entries.map((e) => [e.name, zip.slice(e.localHeaderOffset, e.dataOffset + e.compressedSize)]),
  );
}

describe('withSiteMeta (formats.md §1.1, §6.4)', () => {
  it('adds synthriderz.meta.json readable by fflate, zip.js and readSynth', async () => {
    const original = await writeSynth({ meta, cover: { name: 'c.png', bytes: new Uint8Array([1, 2, 3]) } });
    const out = withSiteMeta(original, { id: 627, hash: HASH });
    const files = unzipSync(out);
    expect(Object.keys(files)).toEqual(['beatmap.meta.bin', 'c.png', 'synthriderz.meta.json']);
    expect(JSON.parse(new TextDecoder().decode(files['synthriderz.meta.json']))).toEqual({
      id: 627,
      hash: HASH,
    });
    expect(unzipSync(original)['beatmap.meta.bin']).toEqual(files['beatmap.meta.bin']);

    const reader = new ZipReader(new Uint8ArrayReader(out), { useWebWorkers: false });
    expect((await reader.getEntries()).map((e) => e.filename)).toContain('synthriderz.meta.json');
    await reader.close();
    const info = await readSynth(out);
    expect(info.siteMeta).toEqual({ id: 627, hash: HASH });
  });

  it('keeps every original entry byte for byte (local header and data)', async () => {
    const original = await writeSynth({ meta, extraEntries: [{ name: 'a.txt', bytes: text('a') }] });
    const before = storedBytes(original);
    const after = storedBytes(withSiteMeta(original, { id: 1, hash: HASH }));
    for (const [name, bytes] of before) expect(after.get(name)).toEqual(bytes);
  });

  it('is deterministic and idempotent', async () => {
    const original = await writeSynth({ meta });
    const once = withSiteMeta(original, { id: 5, hash: HASH });
    expect(withSiteMeta(original, { id: 5, hash: HASH })).toEqual(once);
    expect(withSiteMeta(once, { id: 5, hash: HASH })).toEqual(once);
  });

  it('replaces an existing synthriderz.meta.json, wherever it sits', async () => {
    const stale = text(JSON.stringify({ id: 3, hash: 'f'.repeat(64), extra: true }));
    const original = await writeSynth({
      meta,
      extraEntries: [
        { name: 'synthriderz.meta.json', bytes: stale },
        { name: 'z.txt', bytes: text('z') },
      ],
    });
    const out = withSiteMeta(original, { id: 4, hash: HASH });
    const names = readZipDirectory(out, { maxEntries: 100 }).entries.map((e) => e.name);
    expect(names).toEqual(['beatmap.meta.bin', 'z.txt', 'synthriderz.meta.json']);
    expect(parseSiteMeta(unzipSync(out)['synthriderz.meta.json']!)).toEqual({ id: 4, hash: HASH });
    // The stale entry's bytes are gone: same result as if it had never been there.
    const clean = await writeSynth({ meta, extraEntries: [{ name: 'z.txt', bytes: text('z') }] });
    expect(withSiteMeta(clean, { id: 4, hash: HASH })).toEqual(out);
    expect(withSiteMeta(out, { id: 3, hash: 'f'.repeat(64) })).not.toEqual(out);
  });

  it('refuses an invalid id or hash', async () => {
    const zip = await writeSynth({ meta });
    expect(() => withSiteMeta(zip, { id: 0, hash: HASH })).toThrow(RangeError);
    expect(() => withSiteMeta(zip, { id: 1, hash: 'xyz' })).toThrow(RangeError);
  });
});

describe('parseSiteMeta', () => {
  it('reads id and hash and refuses other shapes', () => {
    expect(parseSiteMeta(text(`\uFEFF{"id": 12, "hash": "${HASH.toUpperCase()}"}`))).toEqual({
      id: 12,
      hash: HASH,
    });
    expect(parseSiteMeta(text('{"id": "12", "hash": "x"}'))).toBeNull();
    expect(parseSiteMeta(text('not json'))).toBeNull();
  });
});
