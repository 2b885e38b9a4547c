import { buildOggPage } from './ogg-page.ts';

/** Options of `makeOggVorbis` and `makeOggOpus`. */
export interface MakeOggOptions {
  /** Vorbis only: samples per second (default 44100, what the editor records in `AudioFrecuency`). */
  sampleRate?: number;
  /** Channels (default 2). */
  channels?: number;
  /** Opus only: pre-skip in 48 kHz samples (default 312). */
  preSkip?: number;
  /** Bytes of filler audio data spread over pages (default 4000). Pseudo-random, so it does not compress. */
  audioBytes?: number;
  /** Stream serial number (default 0x5157_4e54). */
  serial?: number;
}

const PAGE_BODY = 60000;

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

function filler(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

function stream(headers: Uint8Array[][], totalSamples: number, options: MakeOggOptions): Uint8Array {
  const serial = options.serial ?? 0x51574e54;
  const data = filler(Math.max(1, options.audioBytes ?? 4000), serial);
  const pages: Uint8Array[] = [];
  headers.forEach((packets, i) => {
    pages.push(buildOggPage({ headerType: i === 0 ? 0x02 : 0, granule: 0, serial, sequence: i, packets }));
  });
  for (let at = 0; at < data.length; at += PAGE_BODY) {
    const end = Math.min(data.length, at + PAGE_BODY);
    const last = end === data.length;
    pages.push(
      buildOggPage({
        headerType: last ? 0x04 : 0,
        granule: last ? totalSamples : Math.floor((totalSamples * end) / data.length),
        serial,
        sequence: pages.length,
        packets: [data.subarray(at, end)],
      }),
    );
  }
  const out = new Uint8Array(pages.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const page of pages) {
    out.set(page, at);
    at += page.length;
  }
  return out;
}

/**
 * A minimal, structurally valid Ogg Vorbis stream of `durationS` seconds, for tests and demo
 * content: a BOS page with a real Vorbis identification header (rate, channels), a page with stub
 * comment and setup packets, and pseudo-random audio pages ending in an EOS page whose granule
 * position is `round(durationS × sampleRate)` (RFC 3533, Vorbis I §4.2). Page CRCs are correct;
 * the audio is not decodable. Returns the file bytes.
 */
export function makeOggVorbis(durationS: number, options: MakeOggOptions = {}): Uint8Array {
  const rate = options.sampleRate ?? 44100;
  const id = new Uint8Array(30);
  const view = new DataView(id.buffer);
  id.set([1, ...ascii('vorbis')]);
  view.setUint32(7, 0, true);
  id[11] = options.channels ?? 2;
  view.setUint32(12, rate, true);
  view.setInt32(20, 160000, true);
  id[28] = 0xb8;
  id[29] = 1;
  const comment = new Uint8Array([3, ...ascii('vorbis'), 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  const setup = new Uint8Array([5, ...ascii('vorbis'), 0, 0, 0, 0]);
  return stream([[id], [comment, setup]], Math.round(durationS * rate), options);
}

/**
 * A minimal, structurally valid Ogg Opus stream of `durationS` seconds (RFC 7845): an `OpusHead`
 * BOS page, an `OpusTags` page, and pseudo-random audio pages; the last granule position is
 * `round(durationS × 48000) + preSkip`. Returns the file bytes; not decodable audio.
 */
export function makeOggOpus(durationS: number, options: MakeOggOptions = {}): Uint8Array {
  const preSkip = options.preSkip ?? 312;
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(ascii('OpusHead'));
  head[8] = 1;
  head[9] = options.channels ?? 2;
  view.setUint16(10, preSkip, true);
  view.setUint32(12, 48000, true);
  const tags = new Uint8Array([...ascii('OpusTags'), 0, 0, 0, 0, 0, 0, 0, 0]);
  return stream([[head], [tags]], Math.round(durationS * 48000) + preSkip, options);
}
