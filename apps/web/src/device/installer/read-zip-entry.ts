import { Inflate } from 'fflate';

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
/** Largest central directory read, in bytes (a `.synth` holds a handful of entries). */
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;

/** Largest entry {@link readSmallZipEntry} returns by default, in bytes (compressed and inflated). */
export const SMALL_ENTRY_MAX_BYTES = 64 * 1024;

const u16 = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32 = (b: Uint8Array, o: number) =>
  (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;

async function slice(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}

function inflateLimited(data: Uint8Array, max: number): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > max) tooLarge = true;
    else chunks.push(chunk.slice());
  });
  inflater.push(data, true);
  if (tooLarge) return null;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Reads one small entry of a zip archive held in a Blob without reading the whole archive: the
 * end-of-central-directory record from the tail, the central directory, then only that entry's
 * local header and data (Blob slices; on a File System Access file these are lazy reads).
 * Used for `synthriderz.meta.json` inside installed `.synth` files (formats.md §1.1).
 * Returns the entry's bytes, or null when the blob is not a zip (or uses ZIP64), the entry is
 * missing, encrypted, neither stored nor deflated, larger than `maxBytes`, or its data is damaged.
 * Rejects only when reading the blob itself fails (e.g. the device went away).
 */
export async function readSmallZipEntry(
  blob: Blob,
  name: string,
  maxBytes: number = SMALL_ENTRY_MAX_BYTES,
): Promise<Uint8Array | null> {
  const size = blob.size;
  if (size < EOCD_SIZE) return null;
  const tailStart = Math.max(0, size - EOCD_SIZE - MAX_COMMENT);
  const tail = await slice(blob, tailStart, size);
  let eocd = -1;
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (u32(tail, i) === EOCD_SIG && i + EOCD_SIZE + u16(tail, i + 20) <= tail.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const total = u16(tail, eocd + 10);
  const cdSize = u32(tail, eocd + 12);
  const cdOffset = u32(tail, eocd + 16);
  if (cdSize > MAX_CENTRAL_DIRECTORY || cdOffset + cdSize > tailStart + eocd) return null;
  const cd = await slice(blob, cdOffset, cdOffset + cdSize);
  const wanted = new TextEncoder().encode(name);
  for (let o = 0, i = 0; i < total && o + 46 <= cd.length; i++) {
    if (u32(cd, o) !== CENTRAL_SIG) return null;
    const nameLen = u16(cd, o + 28);
    const next = o + 46 + nameLen + u16(cd, o + 30) + u16(cd, o + 32);
    const entryName = cd.subarray(o + 46, o + 46 + nameLen);
    if (entryName.length === wanted.length && entryName.every((b, k) => b === wanted[k])) {
      const flags = u16(cd, o + 8);
      const method = u16(cd, o + 10);
      const compressed = u32(cd, o + 20);
      const inflated = u32(cd, o + 24);
      const localOffset = u32(cd, o + 42);
      if ((flags & 0x41) !== 0 || (method !== 0 && method !== 8)) return null;
      if (compressed > maxBytes || inflated > maxBytes) return null;
      const header = await slice(blob, localOffset, localOffset + 30);
      if (header.length < 30 || u32(header, 0) !== LOCAL_SIG) return null;
      const dataStart = localOffset + 30 + u16(header, 26) + u16(header, 28);
      if (dataStart + compressed > size) return null;
      const data = await slice(blob, dataStart, dataStart + compressed);
      if (method === 0) return data;
      try {
        return inflateLimited(data, maxBytes);
      } catch {
        return null;
      }
    }
    o = next;
  }
  return null;
}
