const TABLE = buildTable();

function buildTable(): Uint32Array {
  const table = new Uint32Array(256 * 4);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  // Slicing-by-4 tables: a 20 MB audio entry is checked in tens of milliseconds.
  for (let n = 0; n < 256; n++) {
    let c = table[n]!;
    for (let t = 1; t < 4; t++) {
      c = table[c & 0xff]! ^ (c >>> 8);
      table[t * 256 + n] = c >>> 0;
    }
  }
  return table;
}

/**
 * CRC-32 (ISO-HDLC, the polynomial zip uses; PKWARE APPNOTE §4.4.7) of `bytes`, continuing from
 * `previous` (the CRC of the bytes before, 0 to start). Returns an unsigned 32-bit integer.
 */
export function crc32(bytes: Uint8Array, previous = 0): number {
  let crc = ~previous >>> 0;
  let i = 0;
  const end4 = bytes.length - (bytes.length % 4);
  for (; i < end4; i += 4) {
    crc ^= bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24);
    crc =
      TABLE[768 + (crc & 0xff)]! ^
      TABLE[512 + ((crc >>> 8) & 0xff)]! ^
      TABLE[256 + ((crc >>> 16) & 0xff)]! ^
      TABLE[crc >>> 24]!;
  }
  for (; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}
