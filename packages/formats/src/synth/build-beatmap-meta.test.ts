import { describe, expect, it } from 'vitest';
import { buildBeatmapMeta, buildTrackData } from './build-beatmap-meta.ts';
import { toNewtonsoftJson } from './newtonsoft-json.ts';
import { parseBeatmapMeta } from './parse-beatmap-meta.ts';
import { parseDurationText, parseTrackData } from './parse-track-data.ts';
import { encodeMeta, encodeUtf16Json } from './write-synth.ts';

describe('toNewtonsoftJson', () => {
  it('writes Formatting.Indented with CRLF, inline empties and float keys as 94.0', () => {
    const json = toNewtonsoftJson({
      Name: 'x',
      BPM: 94,
      Offset: 0,
      Tags: [],
      Track: { Easy: {} },
      Position: [1, 0.5],
    });
    expect(json).toBe(
      '{\r\n  "Name": "x",\r\n  "BPM": 94.0,\r\n  "Offset": 0.0,\r\n  "Tags": [],\r\n  "Track": {\r\n    "Easy": {}\r\n  },\r\n' +
        '  "Position": [\r\n    1.0,\r\n    0.5\r\n  ]\r\n}',
    );
    expect(toNewtonsoftJson({ AudioChannels: 2, ArtworkBytes: null })).toBe(
      '{\r\n  "AudioChannels": 2,\r\n  "ArtworkBytes": null\r\n}',
    );
  });
});

describe('buildBeatmapMeta', () => {
  const input = { title: 'T', artist: 'A', mapper: 'M', bpm: 100, difficulties: { Easy: 3, Custom: 7 } };

  it('generates exactly the requested notes, readable by parseBeatmapMeta', () => {
    const fields = parseBeatmapMeta(encodeMeta(buildBeatmapMeta(input)));
    expect(fields).toMatchObject({
      title: 'T',
      artist: 'A',
      mapper: 'M',
      bpm: 100,
      difficulties: ['Easy', 'Custom'],
    });
    expect(fields.noteCounts).toEqual({ Easy: 3, Custom: 7 });
  });

  it('writes a BOM and CRLF, as the editor does', () => {
    const bytes = encodeMeta(buildBeatmapMeta(input));
    expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x7b]);
    expect(new TextDecoder().decode(bytes)).not.toMatch(/[^\r]\n/);
  });

  it('places notes by the tick rule: z = seconds × 20 (formats.md §1.4)', () => {
    const meta = buildBeatmapMeta({ ...input, difficulties: { Hard: 2 } }) as {
      Track: { Hard: Record<string, { Position: number[] }[]> };
    };
    // Tick 288 = beat 4.5 = 2.7 s at 100 BPM.
    expect(meta.Track.Hard['288']![0]!.Position[2]).toBeCloseTo(54, 5);
  });

  it('builds the matching track.data.json (formats.md §1.5)', () => {
    const bytes = encodeUtf16Json(buildTrackData({ ...input, durationS: 236 }));
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xfe]);
    expect(parseTrackData(bytes)).toMatchObject({
      title: 'T',
      bpm: 100,
      durationS: 236,
      difficulties: ['Easy', 'Custom'],
      customDifficultyName: null,
    });
  });
});

describe('parseDurationText', () => {
  it.each([
    ['03:56', 236],
    ['0:05', 5],
    ['1:02:03', 3723],
    ['3:75', null],
    ['abc', null],
  ])('%s → %s', (text, seconds) => {
    expect(parseDurationText(text)).toBe(seconds);
  });
});
