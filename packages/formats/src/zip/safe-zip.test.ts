import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ArchiveError } from './archive-error.ts';
import { crc32 } from './crc32.ts';
import { SafeZip, type ZipLimits } from './safe-zip.ts';
import { writeZip } from './write-zip.ts';
import { readZipDirectory } from './zip-directory.ts';

const LIMITS: ZipLimits = { maxBytes: 10_000_000, maxEntries: 8, maxInflatedBytes: 1_000_000 };
const modified = new Date(Date.UTC(2021, 5, 7, 8, 9, 10));
const text = (s: string) => new TextEncoder().encode(s);

function zipOf(files: Record<string, Uint8Array>, method: 0 | 8 = 8): Uint8Array {
  return writeZip(Object.entries(files).map(([name, bytes]) => ({ name, bytes, modified, method })));
}

/** Overwrites a u32 field of the central record of `name` (offset within the record). */
function patchCentral(zip: Uint8Array, name: string, field: number, value: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const nameBytes = text(name);
  for (let o = 0; o + 46 < out.length; o++) {
    if (view.getUint32(o, true) !== 0x02014b50) continue;
    const candidate = out.subarray(o + 46, o + 46 + view.getUint16(o + 28, true));
    if (candidate.length === nameBytes.length && candidate.every((b, i) => b === nameBytes[i])) {
      view.setUint32(o + field, value, true);
      return out;
    }
  }
  throw new Error(`no central record for ${name}`);
}

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof ArchiveError) return error.code;
    throw error;
  }
  return undefined;
}

describe('crc32', () => {
  it('gives the standard check value for "123456789"', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(text('56789'), crc32(text('1234')))).toBe(0xcbf43926);
  });
});

describe('writeZip', () => {
  it('writes archives fflate reads back, byte-for-byte reproducible', () => {
    const files = { 'a.txt': text('hello'), 'dir/b.bin': new Uint8Array(1000).fill(7) };
    const zip = zipOf(files);
    expect(unzipSync(zip)).toEqual(files);
    expect(zipOf(files)).toEqual(zip);
  });
});

describe('SafeZip.open and readZipDirectory', () => {
  it('reads entries, sizes and data of a good archive', () => {
    const zip = SafeZip.open(zipOf({ 'a.txt': text('hello'), 'b.txt': text('world!') }), LIMITS);
    expect(zip.entries.map((e) => [e.name, e.uncompressedSize, e.encrypted])).toEqual([
      ['a.txt', 5, false],
      ['b.txt', 6, false],
    ]);
    expect(new TextDecoder().decode(zip.read(zip.find('b.txt')!))).toBe('world!');
    expect(zip.budget.remaining).toBe(LIMITS.maxInflatedBytes - 6);
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['text', text('just some text, long enough to hold an end record maybe')],
    ['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(40)])],
  ])('rejects a non-zip (%s) with NOT_ZIP', (_, bytes) => {
    expect(codeOf(() => SafeZip.open(bytes, LIMITS))).toBe('NOT_ZIP');
  });

  it.each([
    ['../x', 'climbs out of its folder: ../x'],
    ['a/../../x', 'climbs out of its folder: a/../../x'],
    ['..\\x', 'climbs out of its folder: ..\\x'],
    ['/etc/passwd', 'absolute path: /etc/passwd'],
    ['\\x', 'absolute path: \\x'],
    ['C:/x.txt', 'absolute path: C:/x.txt'],
  ])('rejects the entry name %s with UNSAFE_PATH', (name, words) => {
    try {
      SafeZip.open(zipOf({ 'ok.txt': text('ok'), [name]: text('evil') }), LIMITS);
      expect.unreachable('an unsafe name was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError);
      expect((error as ArchiveError).code).toBe('UNSAFE_PATH');
      expect((error as ArchiveError).message).toContain(words);
    }
  });

  it('accepts names that only look odd (a..b, folder entries)', () => {
    const zip = SafeZip.open(zipOf({ 'a..b.txt': text('1'), 'dir/': new Uint8Array(0) }), LIMITS);
    expect(zip.entries.map((e) => e.isDirectory)).toEqual([false, true]);
  });

  it('counts entries against maxEntries (TOO_MANY_ENTRIES)', () => {
    const files = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, text(String(i))]));
    expect(codeOf(() => SafeZip.open(zipOf(files), LIMITS))).toBe('TOO_MANY_ENTRIES');
    expect(codeOf(() => SafeZip.open(zipOf(files), { ...LIMITS, maxEntries: 9 }))).toBeUndefined();
  });

  it('rejects a file larger than maxBytes (TOO_LARGE)', () => {
    const zip = zipOf({ 'a.txt': text('hello') });
    expect(codeOf(() => SafeZip.open(zip, { ...LIMITS, maxBytes: zip.length - 1 }))).toBe('TOO_LARGE');
  });

  it('rejects two entries with one name (DUPLICATE_ENTRY)', () => {
    const dup = zipOf({ 'a.txt': text('1'), 'b.txt': text('2') });
    // Rename b.txt to a.txt in both headers.
    for (let i = 0; i + 5 <= dup.length; i++) {
      if (new TextDecoder().decode(dup.subarray(i, i + 5)) === 'b.txt') dup[i] = 0x61;
    }
    expect(codeOf(() => SafeZip.open(dup, LIMITS))).toBe('DUPLICATE_ENTRY');
  });

  it('rejects an entry whose data runs past the central directory (CORRUPT_ZIP)', () => {
    const zip = zipOf({ 'a.txt': text('1') });
    expect(codeOf(() => SafeZip.open(patchCentral(zip, 'a.txt', 20, 0xfffffff0), LIMITS))).toBe(
      'CORRUPT_ZIP',
    );
  });

  it('rejects ZIP64 archives with UNSUPPORTED_ZIP', () => {
    const eocd = zipOf({ 'a.txt': text('1') });
    new DataView(eocd.buffer).setUint32(eocd.length - 6, 0xffffffff, true);
    expect(codeOf(() => SafeZip.open(eocd, LIMITS))).toBe('UNSUPPORTED_ZIP');
  });

  it('rejects overlapping entries, a known zip-bomb layout (CORRUPT_ZIP)', () => {
    const zip = zipOf({ 'a.txt': text('hello'), 'b.txt': text('world') });
    const b = readZipDirectory(zip, { maxEntries: 8 }).entries[1]!;
    // Point b's central record at a's local header: two names, one data.
    const overlapped = patchCentral(zip, 'b.txt', 42, 0);
    expect(b.localHeaderOffset).toBeGreaterThan(0);
    expect(codeOf(() => SafeZip.open(overlapped, LIMITS))).toBe('CORRUPT_ZIP');
  });

  it('detects a wrong CRC-32 while inflating (CORRUPT_ZIP)', () => {
    const zip = SafeZip.open(patchCentral(zipOf({ 'a.txt': text('hello') }), 'a.txt', 16, 1234), LIMITS);
    expect(codeOf(() => zip.read(zip.find('a.txt')!))).toBe('CORRUPT_ZIP');
  });

  it('refuses early when the declared sizes pass the limit (TOO_LARGE)', () => {
    const zip = zipOf({ 'zeros.bin': new Uint8Array(LIMITS.maxInflatedBytes + 1) });
    expect(codeOf(() => SafeZip.open(zip, LIMITS))).toBe('TOO_LARGE');
  });

  it('stops inflating at the limit when the declared size lies (TOO_LARGE, actual bytes counted)', () => {
    const bomb = patchCentral(zipOf({ 'zeros.bin': new Uint8Array(8_000_000) }), 'zeros.bin', 24, 100);
    expect(bomb.length).toBeLessThan(20_000);
    const zip = SafeZip.open(bomb, LIMITS);
    expect(codeOf(() => zip.verifyRest())).toBe('TOO_LARGE');
  });

  it('rejects an entry inflating past its declared size even within the limit (CORRUPT_ZIP)', () => {
    const lying = patchCentral(zipOf({ 'zeros.bin': new Uint8Array(5000) }), 'zeros.bin', 24, 100);
    const zip = SafeZip.open(lying, LIMITS);
    expect(codeOf(() => zip.verifyRest())).toBe('CORRUPT_ZIP');
  });

  it('shares one budget across entries', () => {
    const files = { 'a.bin': new Uint8Array(600_000), 'b.bin': new Uint8Array(300_000) };
    const zip = SafeZip.open(zipOf(files), LIMITS);
    zip.verifyRest();
    expect(zip.budget.remaining).toBe(100_000);
    const tight = SafeZip.open(zipOf(files), { ...LIMITS, maxInflatedBytes: 900_000 });
    expect(codeOf(() => tight.verifyRest())).toBeUndefined();
  });

  it('reads stored entries and feeds sinks during verifyRest', () => {
    const zip = SafeZip.open(zipOf({ 'a.txt': text('abc'), 'b.txt': text('def') }, 0), LIMITS);
    const seen: string[] = [];
    zip.verifyRest(new Map([['b.txt', (c: Uint8Array) => seen.push(new TextDecoder().decode(c))]]));
    expect(seen).toEqual(['def']);
  });
});
