import { parseOggPage } from './ogg-page.ts';

/** Sample rate and samples to skip of an Ogg stream, from its identification header. */
interface OggStreamInfo {
  serial: number;
  /** Samples per second the granule position counts in. */
  sampleRate: number;
  /** Samples at the start that are not part of the song (Opus pre-skip; 0 for Vorbis). */
  preSkip: number;
}

function startsWith(bytes: Uint8Array, text: string, at = 0): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function readStreamInfo(head: Uint8Array): OggStreamInfo | null {
  const page = parseOggPage(head, 0);
  if (!page || !(page.headerType & 0x02)) return null;
  const packet = page.body;
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  // Vorbis I spec §4.2.2: 0x01 "vorbis", version u32, channels u8, rate u32 at byte 12.
  if (packet.length >= 30 && packet[0] === 1 && startsWith(packet, 'vorbis', 1)) {
    const sampleRate = view.getUint32(12, true);
    return sampleRate > 0 ? { serial: page.serial, sampleRate, preSkip: 0 } : null;
  }
  // RFC 7845 §4 and §5.1: granules count at 48 kHz whatever the input rate; pre-skip u16 at byte 10.
  if (packet.length >= 19 && startsWith(packet, 'OpusHead')) {
    return { serial: page.serial, sampleRate: 48000, preSkip: view.getUint16(10, true) };
  }
  return null;
}

function lastGranule(tail: Uint8Array, serial: number): number | null {
  for (let i = tail.length - 27; i >= 0; i--) {
    if (tail[i] !== 0x4f || tail[i + 1] !== 0x67 || tail[i + 2] !== 0x67 || tail[i + 3] !== 0x53) continue;
    const page = parseOggPage(tail, i);
    if (page && page.serial === serial && page.granule !== null) return page.granule;
  }
  return null;
}

/**
 * Duration in seconds of an Ogg Vorbis or Ogg Opus stream given only its first bytes (`head`, which
 * must hold the first page) and its last bytes (`tail`, which must hold the last complete page,
 * at most 65307 bytes; 128 KiB is plenty). The sample rate comes from the Vorbis identification
 * header, or is 48000 for Opus minus the pre-skip; the sample count is the granule position of the
 * last page of the same stream, found by scanning backwards for a CRC-valid `OggS` page
 * (formats.md §1.8; RFC 3533, Vorbis I §A, RFC 7845). Returns null when either part is not
 * found or the result is not a positive finite number. Never throws.
 */
export function readOggDurationFromParts(head: Uint8Array, tail: Uint8Array): number | null {
  const info = readStreamInfo(head);
  if (!info) return null;
  const granule = lastGranule(tail, info.serial);
  if (granule === null) return null;
  const seconds = (granule - info.preSkip) / info.sampleRate;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Duration in seconds of a whole Ogg Vorbis or Opus file (see `readOggDurationFromParts` for the
 * rule and sources). Returns null for anything that is not such a stream. Never throws.
 */
export function readOggDurationS(bytes: Uint8Array): number | null {
  return readOggDurationFromParts(bytes, bytes);
}
