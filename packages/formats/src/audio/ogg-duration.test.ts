import { describe, expect, it } from 'vitest';
import { HeadTailCollector } from './head-tail-collector.ts';
import { makeOggOpus, makeOggVorbis } from './make-ogg.ts';
import { readOggDurationFromParts, readOggDurationS } from './ogg-duration.ts';
import { buildOggPage, oggCrc32, parseOggPage } from './ogg-page.ts';

describe('Ogg pages (RFC 3533)', () => {
  it('computes the Ogg CRC (poly 0x04C11DB7, unreflected) check value', () => {
    expect(oggCrc32(new TextEncoder().encode('123456789'))).toBe(0x89a1897f);
  });

  it('round-trips a page and refuses one with a bad CRC', () => {
    const page = buildOggPage({
      headerType: 2,
      granule: 2 ** 33 + 5,
      serial: 7,
      sequence: 3,
      packets: [new Uint8Array(600)],
    });
    expect(parseOggPage(page, 0)).toMatchObject({
      headerType: 2,
      granule: 2 ** 33 + 5,
      serial: 7,
      sequence: 3,
      length: page.length,
    });
    const broken = page.slice();
    broken[40] = 1;
    expect(parseOggPage(broken, 0)).toBeNull();
    expect(parseOggPage(page.subarray(0, page.length - 1), 0)).toBeNull();
  });
});

describe('readOggDurationS (formats.md §1.8)', () => {
  it('reads a Vorbis stream: last granule ÷ sample rate', () => {
    expect(readOggDurationS(makeOggVorbis(236))).toBe(236);
    expect(readOggDurationS(makeOggVorbis(61.5, { sampleRate: 48000, audioBytes: 300_000 }))).toBe(61.5);
    expect(readOggDurationS(makeOggVorbis(10, { sampleRate: 22050 }))).toBe(10);
  });

  it('reads an Opus stream: 48 kHz minus pre-skip', () => {
    expect(readOggDurationS(makeOggOpus(183.25))).toBe(183.25);
    expect(readOggDurationS(makeOggOpus(5, { preSkip: 3840 }))).toBe(5);
  });

  it('skips trailing junk and "OggS" look-alikes that fail the CRC', () => {
    const ogg = makeOggVorbis(90);
    const junk = new Uint8Array([...ogg, ...new TextEncoder().encode('OggS\0\0garbage that is not a page')]);
    expect(readOggDurationS(junk)).toBe(90);
  });

  it('skips a last page whose granule is -1 (no packet ends there)', () => {
    const ogg = makeOggVorbis(12);
    const serial = parseOggPage(ogg, 0)!.serial;
    const open = buildOggPage({ headerType: 0, granule: 0, serial, sequence: 99, packets: [] });
    new DataView(open.buffer).setInt32(6, -1, true);
    new DataView(open.buffer).setInt32(10, -1, true);
    new DataView(open.buffer).setUint32(22, 0, true);
    new DataView(open.buffer).setUint32(22, oggCrc32(open), true);
    expect(parseOggPage(open, 0)!.granule).toBeNull();
    expect(readOggDurationS(new Uint8Array([...ogg, ...open]))).toBe(12);
  });

  it('returns null for what is not Ogg Vorbis/Opus', () => {
    expect(readOggDurationS(new Uint8Array(0))).toBeNull();
    expect(readOggDurationS(new TextEncoder().encode('RIFF....WAVEfmt '))).toBeNull();
    const notVorbis = buildOggPage({
      headerType: 2,
      granule: 0,
      serial: 1,
      sequence: 0,
      packets: [new Uint8Array(40)],
    });
    expect(readOggDurationS(notVorbis)).toBeNull();
    expect(readOggDurationS(makeOggVorbis(0))).toBeNull();
  });

  it('works from the head and tail of a large stream (HeadTailCollector)', () => {
    const ogg = makeOggVorbis(300, { audioBytes: 2_000_000 });
    const collector = new HeadTailCollector(64 * 1024, 128 * 1024);
    for (let at = 0; at < ogg.length; at += 10_000) collector.push(ogg.subarray(at, at + 10_000));
    expect(collector.head()).toEqual(ogg.subarray(0, 64 * 1024));
    expect(collector.tail()).toEqual(ogg.subarray(ogg.length - 128 * 1024));
    expect(readOggDurationFromParts(collector.head(), collector.tail())).toBe(300);
  });
});
