import { describe, expect, it } from 'vitest';
import { makeSilentOggVorbis } from './make-silent-vorbis.ts';
import { readOggDurationS } from './ogg-duration.ts';
import { parseOggPage } from './ogg-page.ts';

function pages(bytes: Uint8Array) {
  const out = [];
  for (let at = 0; at < bytes.length;) {
    const page = parseOggPage(bytes, at);
    if (!page) throw new Error(`no valid page at ${at}`);
    out.push(page);
    at += page.length;
  }
  return out;
}

describe('makeSilentOggVorbis (a decodable Vorbis stream of silence)', () => {
  it('is a chain of valid pages: BOS identification, headers, audio, EOS at the duration', () => {
    const bytes = makeSilentOggVorbis(12.5, { sampleRate: 22050, channels: 1 });
    const all = pages(bytes);
    expect(all[0]!.headerType).toBe(0x02);
    expect(new TextDecoder().decode(all[0]!.body.subarray(1, 7))).toBe('vorbis');
    expect(all[0]!.body[11]).toBe(1); // channels
    expect(new DataView(all[0]!.body.buffer, all[0]!.body.byteOffset).getUint32(12, true)).toBe(22050);
    expect(all[1]!.body[0]).toBe(3); // comment header first on the second page
    expect(all.at(-1)!.headerType).toBe(0x04);
    expect(all.at(-1)!.granule).toBe(Math.round(12.5 * 22050));
    expect(all.map((p) => p.sequence)).toEqual(all.map((_, i) => i));
    expect(readOggDurationS(bytes)).toBeCloseTo(12.5, 3);
  });

  it('has enough one-byte audio packets to cover the duration, with rising granules', () => {
    const bytes = makeSilentOggVorbis(60);
    const audio = pages(bytes).slice(2);
    const packets = audio.reduce((n, p) => n + p.body.length, 0);
    expect((packets - 1) * 1024).toBeGreaterThanOrEqual(60 * 44100);
    expect((packets - 2) * 1024).toBeLessThan(60 * 44100);
    const granules = audio.map((p) => p.granule!);
    expect(granules).toEqual([...granules].sort((a, b) => a - b));
    expect(audio.every((p) => p.body.every((b) => b === 0b110))).toBe(true);
  });

  it('stays small: under 30 kB for five minutes', () => {
    expect(makeSilentOggVorbis(300).length).toBeLessThan(30_000);
  });
});
