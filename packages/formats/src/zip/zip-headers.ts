import { crc32 } from './crc32.ts';
import { toDosDateTime } from './dos-time.ts';

/** An entry to write into a zip archive. */
export interface ZipEntryToAdd {
  /** Entry name, relative, `/`-separated. */
  name: string;
  /** The entry content (not compressed). */
  bytes: Uint8Array;
  /** Modification time written to the headers (UTC fields; see `toDosDateTime`). */
  modified: Date;
  /** 0 = stored, 8 = deflate. */
  method: 0 | 8;
}

/** Writes an unsigned 16-bit little-endian integer at `o`. */
export function writeU16(b: Uint8Array, o: number, v: number): void {
  b[o] = v & 0xff;
  b[o + 1] = (v >>> 8) & 0xff;
}

/** Writes an unsigned 32-bit little-endian integer at `o`. */
export function writeU32(b: Uint8Array, o: number, v: number): void {
  writeU16(b, o, v & 0xffff);
  writeU16(b, o + 2, (v >>> 16) & 0xffff);
}

/**
 * The local file header and central directory record of an entry whose (already compressed) data
 * is `data` and whose local header will sit at `offset` (PKWARE APPNOTE §4.3.7, §4.3.12): version
 * 2.0, no data descriptor, flag bit 11 when the name is not ASCII, no extra fields.
 */
export function entryHeaders(
  entry: ZipEntryToAdd,
  data: Uint8Array,
  offset: number,
): { local: Uint8Array; central: Uint8Array } {
  const name = new TextEncoder().encode(entry.name);
  const { time, date } = toDosDateTime(entry.modified);
  const local = new Uint8Array(30 + name.length);
  writeU32(local, 0, 0x04034b50);
  writeU16(local, 4, 20);
  writeU16(local, 6, name.some((b) => b >= 0x80) ? 0x800 : 0);
  writeU16(local, 8, entry.method);
  writeU16(local, 10, time);
  writeU16(local, 12, date);
  writeU32(local, 14, crc32(entry.bytes));
  writeU32(local, 18, data.length);
  writeU32(local, 22, entry.bytes.length);
  writeU16(local, 26, name.length);
  local.set(name, 30);
  const central = new Uint8Array(46 + name.length);
  writeU32(central, 0, 0x02014b50);
  writeU16(central, 4, 20);
  central.set(local.subarray(4, 30), 6);
  writeU32(central, 42, offset);
  central.set(name, 46);
  return { local, central };
}

/** The end-of-central-directory record (APPNOTE §4.3.16) for `count` entries. */
export function endRecord(count: number, cdOffset: number, cdSize: number, comment: Uint8Array): Uint8Array {
  const eocd = new Uint8Array(22 + comment.length);
  writeU32(eocd, 0, 0x06054b50);
  writeU16(eocd, 8, count);
  writeU16(eocd, 10, count);
  writeU32(eocd, 12, cdSize);
  writeU32(eocd, 16, cdOffset);
  writeU16(eocd, 20, comment.length);
  eocd.set(comment, 22);
  return eocd;
}
