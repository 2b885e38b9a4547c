import { describe, expect, it } from 'vitest';
import { writeZip } from '../zip/write-zip.ts';
import { readZipDirectory } from '../zip/zip-directory.ts';
import { buildBeatmapMeta } from './build-beatmap-meta.ts';
import { readSynth } from './read-synth.ts';
import type { SynthFormatErrorCode } from './synth-format-error.ts';
import { SynthFormatError } from './synth-format-error.ts';
import type { ReadSynthOptions } from './synth-info.ts';
import { writeSynth } from './write-synth.ts';

const text = (s: string) => new TextEncoder().encode(s);
const meta = buildBeatmapMeta({ title: 'T', artist: 'A', mapper: 'M', bpm: 120, difficulties: { Hard: 10 } });

async function rejection(bytes: Uint8Array, options?: ReadSynthOptions): Promise<SynthFormatError> {
  try {
    await readSynth(bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SynthFormatError);
    return error as SynthFormatError;
  }
  throw new Error('readSynth accepted the file');
}

async function expectCode(bytes: Uint8Array, code: SynthFormatErrorCode, options?: ReadSynthOptions) {
  const error = await rejection(bytes, options);
  expect(error.code).toBe(code);
  return error;
}

describe('readSynth rejections (formats.md §1.1-1.9)', () => {
  it('accepts the baseline these cases break', async () => {
    expect((await readSynth(await writeSynth({ meta }))).noteCounts).toEqual({ Hard: 10 });
  });

  it('NOT_ZIP: bytes that are no zip archive', async () => {
    const error = await expectCode(text('{"Name": "not a zip"}'), 'NOT_ZIP');
    expect(error.message).toBe('This file is not a .synth: it is not a zip archive.');
    expect(error.cause).toBeInstanceOf(Error);
    await expectCode(new Uint8Array(0), 'NOT_ZIP');
  });

  it('MISSING_META: a zip without beatmap.meta.bin (e.g. a track.data.json-only bogus file)', async () => {
    const zip = await writeSynth({ meta, extraEntries: [] });
    const noMeta = writeZip([
      { name: 'track.data.json', bytes: text('{"name":"x"}'), modified: new Date(0), method: 8 },
      { name: 'synthriderz.meta.json', bytes: text('{"id":1}'), modified: new Date(0), method: 0 },
    ]);
    expect(zip.length).toBeGreaterThan(0);
    const error = await expectCode(noMeta, 'MISSING_META');
    expect(error.message).toBe('The .synth has no beatmap.meta.bin.');
  });

  it('LEGACY_BINARY: a BinaryFormatter beatmap.meta.bin from an editor before 1.8', async () => {
    const blob = new Uint8Array([
      0x00, 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00, 0x00, 0x0c,
    ]);
    const error = await expectCode(await writeSynth({ meta: blob }), 'LEGACY_BINARY');
    expect(error.message).toBe(
      'This .synth was made by an editor older than 1.8 (binary beatmap.meta.bin); open it in a current editor and export it again.',
    );
  });

  it('LEGACY_BINARY: other binary content, and a whole file that is a BinaryFormatter stream', async () => {
    await expectCode(await writeSynth({ meta: new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]) }), 'LEGACY_BINARY');
    await expectCode(await writeSynth({ meta: new Uint8Array([0x7b, 0x02, 0x7d]) }), 'LEGACY_BINARY');
    const whole = new Uint8Array([
      0x00,
      0x01,
      0x00,
      0x00,
      0x00,
      0xff,
      0xff,
      0xff,
      0xff,
      ...new Uint8Array(64),
    ]);
    const error = await expectCode(whole, 'LEGACY_BINARY');
    expect(error.message).toContain('older than 1.8');
  });

  it('INVALID_JSON: text that does not parse, with the parser detail', async () => {
    const error = await expectCode(await writeSynth({ meta: '{\r\n  "Name": "x",\r\n' }), 'INVALID_JSON');
    expect(error.message).toMatch(/^beatmap\.meta\.bin is not valid JSON: .+/);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it.each([
    ['an array', []],
    ['no Name', { Track: {}, BPM: 120 }],
    ['no Track', { Name: 'x', BPM: 120 }],
    ['no BPM', { Name: 'x', Track: {} }],
    ['a malformed Track', { Name: 'x', BPM: 120, Track: { Expert: { '64': 'note' } } }],
  ])('NOT_A_BEATMAP: JSON with %s', async (_, json) => {
    const error = await expectCode(await writeSynth({ meta: JSON.stringify(json) }), 'NOT_A_BEATMAP');
    expect(error.message).toMatch(/^beatmap\.meta\.bin is JSON but not a beatmap: /);
  });

  it('UNSAFE_PATH: an entry that climbs out of its folder', async () => {
    const zip = await writeSynth({ meta, extraEntries: [{ name: '../x', bytes: text('evil') }] });
    const error = await expectCode(zip, 'UNSAFE_PATH');
    expect(error.message).toBe('The archive holds an entry whose name climbs out of its folder: ../x');
  });

  it('TOO_LARGE: an entry inflating past the limit given in options', async () => {
    const zip = await writeSynth({
      meta,
      extraEntries: [{ name: 'pad.bin', bytes: new Uint8Array(3_000_000) }],
    });
    expect(zip.length).toBeLessThan(100_000);
    await readSynth(zip, { limits: { maxInflatedBytes: 4_000_000 } });
    await expectCode(zip, 'TOO_LARGE', { limits: { maxInflatedBytes: 2_000_000 } });
  });

  it('TOO_LARGE: counted on the actual inflated bytes when the declared size lies (zip bomb)', async () => {
    const zip = await writeSynth({
      meta,
      extraEntries: [{ name: 'bomb.bin', bytes: new Uint8Array(8_000_000) }],
    });
    const record = readZipDirectory(zip, { maxEntries: 64 }).entries.find(
      (e) => e.name === 'bomb.bin',
    )!.centralRecord;
    new DataView(zip.buffer, zip.byteOffset).setUint32(record.byteOffset - zip.byteOffset + 24, 10, true);
    const error = await expectCode(zip, 'TOO_LARGE', { limits: { maxInflatedBytes: 1_000_000 } });
    expect(error.message).toContain('bomb.bin');
  });

  it('TOO_LARGE: a file larger than maxBytes', async () => {
    const zip = await writeSynth({ meta });
    await expectCode(zip, 'TOO_LARGE', { limits: { maxBytes: zip.length - 1 } });
  });

  it('TOO_MANY_ENTRIES: more entries than SYNTH_MAX_ENTRIES (64) or the option', async () => {
    const extraEntries = Array.from({ length: 64 }, (_, i) => ({
      name: `f${i}.txt`,
      bytes: text(String(i)),
    }));
    const error = await expectCode(await writeSynth({ meta, extraEntries }), 'TOO_MANY_ENTRIES');
    expect(error.message).toBe('The archive holds 65 entries; at most 64 are allowed.');
    const three = await writeSynth({ meta, extraEntries: extraEntries.slice(0, 3) });
    await expectCode(three, 'TOO_MANY_ENTRIES', { limits: { maxEntries: 3 } });
    expect((await readSynth(three, { limits: { maxEntries: 4 } })).entryNames).toHaveLength(4);
  });

  it('CORRUPT_ZIP: a truncated archive', async () => {
    const zip = await writeSynth({ meta });
    const cut = new Uint8Array([...zip.subarray(0, 40), ...zip.subarray(zip.length - 200)]);
    const error = await rejection(cut);
    expect(['CORRUPT_ZIP', 'NOT_ZIP']).toContain(error.code);
  });
});
