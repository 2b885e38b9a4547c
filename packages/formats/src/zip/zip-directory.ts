import { ArchiveError } from './archive-error.ts';
import { assertSafeEntryName, decodeEntryName } from './entry-name.ts';

const EOCD_SIG = 0x06054b50;
const ZIP64_LOCATOR_SIG = 0x07064b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** WinZip AES parameters of an entry (extra field 0x9901; WinZip "AES Encryption Information"). */
export interface ZipAesInfo {
  /** 1 = AE-1 (CRC kept), 2 = AE-2 (CRC zero). */
  vendorVersion: number;
  /** 1 = AES-128, 2 = AES-192, 3 = AES-256. */
  strength: number;
  /** The compression method applied before encryption (0 stored, 8 deflate). */
  innerMethod: number;
}

/** One entry of the central directory, with its local header located and checked. */
export interface ZipEntry {
  /** Decoded name, checked by `assertSafeEntryName`. */
  name: string;
  /** General-purpose bit flags (APPNOTE §4.4.4). */
  flags: number;
  /** Compression method as stored: 0 stored, 8 deflate, 99 WinZip AES. */
  method: number;
  /** True when flag bit 0 or 6 is set or the method is 99 (AES); the data cannot be inflated as is. */
  encrypted: boolean;
  aes: ZipAesInfo | null;
  crc32: number;
  /** Bytes of (possibly encrypted) data in the archive. */
  compressedSize: number;
  /** Declared inflated size in bytes; only a claim until the data is inflated. */
  uncompressedSize: number;
  /** Offset of the local file header in the archive. */
  localHeaderOffset: number;
  /** Offset of the entry data (just after the local header) in the archive. */
  dataOffset: number;
  /** True for folder entries (name ends with `/`). */
  isDirectory: boolean;
  /** The raw central directory record, byte for byte (used by zip surgery). */
  centralRecord: Uint8Array;
}

/** The parsed central directory of an archive. */
export interface ZipDirectory {
  entries: ZipEntry[];
  /** Offset of the first central directory record (= end of the local entries region). */
  centralDirectoryOffset: number;
  /** The archive comment bytes (usually empty). */
  comment: Uint8Array;
}

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}

function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}

function findEocd(bytes: Uint8Array): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let i = last; i >= first; i--) {
    if (u32(bytes, i) === EOCD_SIG && i + EOCD_SIZE + u16(bytes, i + 20) <= bytes.length) return i;
  }
  return -1;
}

const ZIP64_MESSAGE = 'The archive uses ZIP64, which is not supported; save it again without ZIP64.';
const SPLIT_MESSAGE = 'The archive is split over several files, which is not supported.';

function unsupported(message: string): ArchiveError {
  return new ArchiveError('UNSUPPORTED_ZIP', message);
}

function corrupt(detail: string): ArchiveError {
  return new ArchiveError('CORRUPT_ZIP', `The archive is damaged: ${detail}.`);
}

function parseAes(extra: Uint8Array): ZipAesInfo | null {
  for (let o = 0; o + 4 <= extra.length;) {
    const id = u16(extra, o);
    const size = u16(extra, o + 2);
    if (id === 0x0001) {
      throw unsupported(ZIP64_MESSAGE);
    }
    if (id === 0x9901 && size >= 7 && o + 4 + 7 <= extra.length) {
      return { vendorVersion: u16(extra, o + 4), strength: extra[o + 8]!, innerMethod: u16(extra, o + 9) };
    }
    o += 4 + size;
  }
  return null;
}

/**
 * Reads and checks the end-of-central-directory record and every central directory record of a
 * zip archive held in memory (PKWARE APPNOTE 6.3.10 §4.3). Checks: the archive is a zip
 * (`NOT_ZIP`), one disk and no ZIP64 (`UNSUPPORTED_ZIP`), at most `maxEntries` entries
 * (`TOO_MANY_ENTRIES`), safe and unique names (`UNSAFE_PATH`, `DUPLICATE_ENTRY`), and that each
 * local header exists, repeats the central name and does not overlap another entry's data
 * (`CORRUPT_ZIP`; overlapping entries are a known zip-bomb trick). Throws `ArchiveError`.
 * Inflates nothing; sizes are the declared ones.
 */
export function readZipDirectory(bytes: Uint8Array, options: { maxEntries: number }): ZipDirectory {
  const eocd = bytes.length >= EOCD_SIZE ? findEocd(bytes) : -1;
  if (eocd < 0) throw new ArchiveError('NOT_ZIP', 'The file is not a zip archive.');
  const total = u16(bytes, eocd + 10);
  const cdSize = u32(bytes, eocd + 12);
  const cdOffset = u32(bytes, eocd + 16);
  const zip64 =
    (eocd >= 20 && u32(bytes, eocd - 20) === ZIP64_LOCATOR_SIG) ||
    total === 0xffff ||
    cdSize === 0xffffffff ||
    cdOffset === 0xffffffff;
  if (zip64) {
    throw unsupported(ZIP64_MESSAGE);
  }
  if (u16(bytes, eocd + 4) !== 0 || u16(bytes, eocd + 6) !== 0 || u16(bytes, eocd + 8) !== total) {
    throw unsupported(SPLIT_MESSAGE);
  }
  if (total > options.maxEntries) {
    throw new ArchiveError(
      'TOO_MANY_ENTRIES',
      `The archive holds ${total} entries; at most ${options.maxEntries} are allowed.`,
    );
  }
  if (cdOffset + cdSize > eocd) throw corrupt('the central directory lies outside the file');

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let o = cdOffset;
  for (let i = 0; i < total; i++) {
    if (o + 46 > eocd || u32(bytes, o) !== CENTRAL_SIG) {
      throw corrupt('a central directory record is missing');
    }
    const nameLen = u16(bytes, o + 28);
    const extraLen = u16(bytes, o + 30);
    const commentLen = u16(bytes, o + 32);
    const end = o + 46 + nameLen + extraLen + commentLen;
    if (end > eocd) throw corrupt('a central directory record runs past its end');
    const flags = u16(bytes, o + 8);
    const method = u16(bytes, o + 10);
    const nameBytes = bytes.subarray(o + 46, o + 46 + nameLen);
    const name = decodeEntryName(nameBytes, (flags & 0x800) !== 0);
    assertSafeEntryName(name);
    if (names.has(name)) {
      throw new ArchiveError('DUPLICATE_ENTRY', `The archive holds two entries named ${name}.`);
    }
    names.add(name);
    const aes = parseAes(bytes.subarray(o + 46 + nameLen, o + 46 + nameLen + extraLen));
    const compressedSize = u32(bytes, o + 20);
    const uncompressedSize = u32(bytes, o + 24);
    const localHeaderOffset = u32(bytes, o + 42);
    if (u16(bytes, o + 34) !== 0) {
      throw unsupported(SPLIT_MESSAGE);
    }
    const lo = localHeaderOffset;
    if (lo + 30 > cdOffset || u32(bytes, lo) !== LOCAL_SIG) throw corrupt(`the header of ${name} is missing`);
    const localName = bytes.subarray(lo + 30, lo + 30 + u16(bytes, lo + 26));
    if (localName.length !== nameBytes.length || localName.some((b, k) => b !== nameBytes[k])) {
      throw corrupt(`the two headers of ${name} disagree on its name`);
    }
    const dataOffset = lo + 30 + u16(bytes, lo + 26) + u16(bytes, lo + 28);
    if (dataOffset + compressedSize > cdOffset) throw corrupt(`the data of ${name} runs past its end`);
    entries.push({
      name,
      flags,
      method,
      encrypted: (flags & 0x41) !== 0 || method === 99,
      aes,
      crc32: u32(bytes, o + 16),
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      dataOffset,
      isDirectory: name.endsWith('/'),
      centralRecord: bytes.subarray(o, end),
    });
    o = end;
  }
  assertNoOverlap(entries);
  return {
    entries,
    centralDirectoryOffset: cdOffset,
    comment: bytes.subarray(eocd + 22, eocd + 22 + u16(bytes, eocd + 20)),
  };
}

function assertNoOverlap(entries: ZipEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    if (sorted[i]!.localHeaderOffset < prev.dataOffset + prev.compressedSize) {
      throw corrupt(`the entries ${prev.name} and ${sorted[i]!.name} overlap`);
    }
  }
}
