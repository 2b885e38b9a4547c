import { buildOggPage } from './ogg-page.ts';

/** Vorbis blocksizes of the generated stream (exponents of 2): 256 short, 2048 long (Vorbis I §4.2.2). */
const SHORT_EXP = 8;
const LONG_EXP = 11;
/** Samples one long-after-long packet adds to the output (Vorbis I §4.3.8: half a long block). */
const SAMPLES_PER_PACKET = 2 ** LONG_EXP / 2;
/** One audio packet (LSB first): audio type 0, one mode (0 bits), previous and next windows long, every floor unused. */
const SILENT_PACKET = new Uint8Array([0b0000_0110]);

/** Writes integers LSB-first as Vorbis packs them (Vorbis I §2.1). */
class BitWriter {
  private readonly bytes: number[] = [];
  private bit = 0;

  write(value: number, width: number): this {
    for (let i = 0; i < width; i++) {
      if (this.bit === 0) this.bytes.push(0);
      if ((value / 2 ** i) & 1) this.bytes[this.bytes.length - 1]! |= 1 << this.bit;
      this.bit = (this.bit + 1) % 8;
    }
    return this;
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function header(type: number, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(7 + body.length);
  out.set([type, 0x76, 0x6f, 0x72, 0x62, 0x69, 0x73]);
  out.set(body, 7);
  return out;
}

function identification(rate: number, channels: number): Uint8Array {
  const body = new Uint8Array(23);
  const view = new DataView(body.buffer);
  body[4] = channels;
  view.setUint32(5, rate, true);
  body[21] = (LONG_EXP << 4) | SHORT_EXP;
  body[22] = 1; // framing
  return header(1, body);
}

function comment(): Uint8Array {
  const vendor = new TextEncoder().encode('Synthhub silence');
  const body = new Uint8Array(4 + vendor.length + 4 + 1);
  new DataView(body.buffer).setUint32(0, vendor.length, true);
  body.set(vendor, 4);
  body[body.length - 1] = 1; // framing
  return header(3, body);
}

/**
 * The smallest setup a decoder accepts (Vorbis I §4.2.4): one 2-entry codebook, one floor 1 without
 * partitions, one residue that never runs (every floor is unused), one mapping, one long-block mode.
 */
function setup(): Uint8Array {
  const w = new BitWriter();
  w.write(0, 8); // codebooks - 1
  w.write(0x564342, 24).write(1, 16).write(2, 24); // sync, dimensions, entries
  w.write(0, 1).write(0, 1).write(0, 5).write(0, 5).write(0, 4); // unordered, dense, lengths 1 and 1, no lookup
  w.write(0, 6).write(0, 16); // time domain transforms: one, type 0
  w.write(0, 6).write(1, 16); // floors: one, type 1
  w.write(0, 5).write(1, 2).write(8, 4); // no partitions, multiplier 2, rangebits 8
  w.write(0, 6).write(1, 16); // residues: one, type 1
  w.write(0, 24).write(32, 24).write(31, 24).write(0, 6).write(0, 8); // begin, end, size - 1, 1 class, book 0
  w.write(0, 3).write(0, 1); // class 0 cascade: no books
  w.write(0, 6).write(0, 16); // mappings: one, type 0
  w.write(0, 1).write(0, 1).write(0, 2); // one submap, no coupling, reserved
  // The unused time placeholder is 0xff so a backwards scan for the mode list stops here.
  w.write(0xff, 8).write(0, 8).write(0, 8); // time placeholder, floor 0, residue 0
  w.write(0, 6).write(1, 1).write(0, 16).write(0, 16).write(0, 8); // modes: one, long block, mapping 0
  w.write(1, 1); // framing
  return header(5, w.finish());
}

/** Options of {@link makeSilentOggVorbis}. */
export interface SilentVorbisOptions {
  /** Samples per second (default 44100). */
  sampleRate?: number;
  /** Channels (default 2). */
  channels?: number;
  /** Stream serial number (default 0x5348_5542). */
  serial?: number;
}

/**
 * A DECODABLE Ogg Vorbis stream of `durationS` seconds of silence (Vorbis I; RFC 3533): real
 * identification, comment and setup headers, then one-byte audio packets whose floors are all
 * unused, so a browser's `<audio>` plays it (currentTime advances) and it reports the duration.
 * The last granule position is `round(durationS × sampleRate)`. About 2 bytes per 1024 samples:
 * ~26 kB for 5 minutes at 44.1 kHz. For demo content and end-to-end tests that need playable audio.
 */
export function makeSilentOggVorbis(durationS: number, options: SilentVorbisOptions = {}): Uint8Array {
  const rate = options.sampleRate ?? 44100;
  const serial = options.serial ?? 0x53485542;
  const total = Math.max(1, Math.round(durationS * rate));
  // The first packet only primes the overlap; each later one adds SAMPLES_PER_PACKET.
  const packets = 1 + Math.ceil(total / SAMPLES_PER_PACKET);
  const pages: Uint8Array[] = [
    buildOggPage({
      headerType: 0x02,
      granule: 0,
      serial,
      sequence: 0,
      packets: [identification(rate, options.channels ?? 2)],
    }),
    buildOggPage({ headerType: 0, granule: 0, serial, sequence: 1, packets: [comment(), setup()] }),
  ];
  for (let done = 0; done < packets;) {
    const count = Math.min(255, packets - done);
    done += count;
    const last = done === packets;
    pages.push(
      buildOggPage({
        headerType: last ? 0x04 : 0,
        granule: last ? total : (done - 1) * SAMPLES_PER_PACKET,
        serial,
        sequence: pages.length,
        packets: Array.from({ length: count }, () => SILENT_PACKET),
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
