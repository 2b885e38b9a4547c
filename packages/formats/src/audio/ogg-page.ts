const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n << 24;
    for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ 0x04c11db7 : c << 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** Ogg's page checksum: CRC-32, polynomial 0x04C11DB7, not reflected, init 0, no final xor (RFC 3533 §6). */
export function oggCrc32(bytes: Uint8Array): number {
  let crc = 0;
  for (let i = 0; i < bytes.length; i++)
    crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ bytes[i]!) & 0xff]!) >>> 0;
  return crc;
}

/** One Ogg page (RFC 3533 §6). */
export interface OggPage {
  /** Bit 0x01 continued packet, 0x02 first page of a stream (BOS), 0x04 last page (EOS). */
  headerType: number;
  /** Granule position; null when the field is -1 (no packet ends on this page) or negative. */
  granule: number | null;
  serial: number;
  sequence: number;
  /** The page body (all segments); a view into the input. */
  body: Uint8Array;
  /** Total page length in bytes (header + segment table + body). */
  length: number;
}

/**
 * Parses the Ogg page starting at `offset`, or returns null when there is no complete page there:
 * wrong capture pattern "OggS", version not 0, page running past the end, or a CRC mismatch.
 * The CRC check lets a backwards scan tell real pages from "OggS" bytes inside audio data.
 */
export function parseOggPage(bytes: Uint8Array, offset: number): OggPage | null {
  if (offset < 0 || offset + 27 > bytes.length) return null;
  if (
    bytes[offset] !== 0x4f ||
    bytes[offset + 1] !== 0x67 ||
    bytes[offset + 2] !== 0x67 ||
    bytes[offset + 3] !== 0x53
  ) {
    return null;
  }
  if (bytes[offset + 4] !== 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + offset);
  const segments = bytes[offset + 26]!;
  const headerLength = 27 + segments;
  if (offset + headerLength > bytes.length) return null;
  let bodyLength = 0;
  for (let i = 0; i < segments; i++) bodyLength += bytes[offset + 27 + i]!;
  const length = headerLength + bodyLength;
  if (offset + length > bytes.length) return null;
  const page = bytes.slice(offset, offset + length);
  page.fill(0, 22, 26);
  if (oggCrc32(page) !== view.getUint32(22, true)) return null;
  const low = view.getUint32(6, true);
  const high = view.getUint32(10, true);
  return {
    headerType: bytes[offset + 5]!,
    granule: high >= 0x80000000 ? null : high * 2 ** 32 + low,
    serial: view.getUint32(14, true),
    sequence: view.getUint32(18, true),
    body: bytes.subarray(offset + headerLength, offset + length),
    length,
  };
}

/** Input of `buildOggPage`: one page holding whole packets. */
export interface OggPageInput {
  headerType: number;
  granule: number;
  serial: number;
  sequence: number;
  /** Packets that all end on this page; their lacing must fit 255 segments. */
  packets: Uint8Array[];
}

/**
 * Builds one Ogg page with a correct segment table and CRC (RFC 3533 §6). Throws `RangeError` when
 * the packets need more than 255 lacing values (keep the body under ~64 KB).
 */
export function buildOggPage(input: OggPageInput): Uint8Array {
  const lacing: number[] = [];
  for (const packet of input.packets) {
    for (let n = packet.length; ; n -= 255) {
      lacing.push(Math.min(n, 255));
      if (n < 255) break;
    }
  }
  if (lacing.length > 255) throw new RangeError('Too many segments for one Ogg page.');
  const bodyLength = input.packets.reduce((n, p) => n + p.length, 0);
  const page = new Uint8Array(27 + lacing.length + bodyLength);
  const view = new DataView(page.buffer);
  page.set([0x4f, 0x67, 0x67, 0x53, 0, input.headerType]);
  view.setUint32(6, input.granule % 2 ** 32, true);
  view.setUint32(10, Math.floor(input.granule / 2 ** 32), true);
  view.setUint32(14, input.serial, true);
  view.setUint32(18, input.sequence, true);
  page[26] = lacing.length;
  page.set(lacing, 27);
  let at = 27 + lacing.length;
  for (const packet of input.packets) {
    page.set(packet, at);
    at += packet.length;
  }
  view.setUint32(22, oggCrc32(page), true);
  return page;
}
