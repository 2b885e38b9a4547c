/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHART_MAX_NOTES } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { describe, expect, it } from 'vitest';
import { buildBeatmapMeta } from './build-beatmap-meta.ts';
import { parseCharts } from './parse-chart.ts';
import { encodeMeta } from './write-synth.ts';

const SYNTH_DIR = fileURLToPath(new URL('../../../../../shared/fixtures/real/synth/', import.meta.url));
const fixture = (name: string) => new Uint8Array(readFileSync(`${SYNTH_DIR}${name}`));

describe.skipIf(!existsSync(SYNTH_DIR))(
  'parseCharts on the real fixtures (needs ../shared/fixtures/real)',
  () => {
    it('reads ImHanSolo Expert (editor 1.9.4): notes with hands, rails, walls and bare-time crouches', () => {
      const { difficulties, charts } = parseCharts(fixture('ImHanSolo-editor1.9.4.beatmap.meta.bin'));
      expect(difficulties).toEqual(['Expert']);
      const chart = charts.Expert!;
      expect(chart.notes).toHaveLength(693); // formats.md §1.8
      // Tick 2112 at 94 BPM is beat 33 = 21063.8 ms (formats.md §1.4).
      expect(chart.notes[0]).toMatchObject({ time_ms: 21063.8298, hand: 'left', x: 0.002, y: 0.1377 });
      const hands = new Set(chart.notes.map((n) => n.hand));
      expect(hands).toEqual(new Set(['left', 'right', 'both_hands']));
      const rail = chart.notes.find((n) => n.rail.length > 0)!;
      expect(rail.rail[0]!.time_ms).toBeGreaterThan(rail.time_ms);
      expect(chart.walls.filter((w) => w.type === 'crouch')).toHaveLength(29);
      expect(chart.walls.filter((w) => w.type !== 'crouch')).toHaveLength(80);
      // Slides[0] is {time: 2432, slideType: 2}: 2432 ticks at 94 BPM = 24255.3191 ms.
      expect(chart.walls).toContainEqual({
        time_ms: 24255.3191,
        type: 'angle_right',
        x: 0,
        y: 0,
        rotation_deg: 0,
      });
      expect(chart.notes.map((n) => n.time_ms)).toEqual(
        [...chart.notes.map((n) => n.time_ms)].sort((a, b) => a - b),
      );
      expect(chart.length_ms).toBeGreaterThanOrEqual(chart.notes.at(-1)!.time_ms);
      expect(chart.truncated).toBe(false);
    });

    it('reads Amerika Master (editor 2.x): fractional tick keys, squares, triangles, wall positions', () => {
      const { difficulties, charts } = parseCharts(fixture('Amerika-editor2.0.0-6beta.beatmap.meta.bin'));
      expect(difficulties).toEqual(['Master']);
      const chart = charts.Master!;
      expect(chart.notes).toHaveLength(945);
      expect(chart.bpm).toBe(145.02);
      const count = (type: string) => chart.walls.filter((w) => w.type === type).length;
      expect([count('crouch'), count('square'), count('triangle')]).toEqual([4, 44, 40]);
      const triangle = chart.walls.find((w) => w.type === 'triangle')!;
      expect(triangle).toMatchObject({ x: -0.4495, y: 0.5457, rotation_deg: 330 });
      // Tick "31466.67" → 31466.67 / 64 beats at 145.02 BPM.
      const late = chart.notes.find((n) => Math.abs(n.time_ms - (31466.67 / 64) * (60000 / 145.02)) < 0.01);
      expect(late).toBeDefined();
    });
  },
);

describe('parseCharts on built maps', () => {
  const meta = (overrides: Record<string, unknown> = {}) =>
    encodeMeta({
      ...buildBeatmapMeta({
        title: 'T',
        artist: 'A',
        mapper: 'M',
        bpm: 120,
        difficulties: { Hard: 3, Master: 5 },
      }),
      ...overrides,
    });

  it('lists only difficulties with notes and converts ticks at the BPM', () => {
    const { difficulties, charts } = parseCharts(meta());
    expect(difficulties).toEqual(['Hard', 'Master']);
    // The builder starts at beat 4: 4 beats at 120 BPM = 2000 ms, then every half beat (250 ms).
    expect(charts.Hard!.notes.map((n) => n.time_ms)).toEqual([2000, 2250, 2500]);
    expect(charts.Hard!.notes.map((n) => n.hand)).toEqual(['right', 'left', 'right']);
  });

  it('reads millisecond keys when UsingBeatMeasure is false', () => {
    const { charts } = parseCharts(meta({ UsingBeatMeasure: false }));
    expect(charts.Hard!.notes[0]!.time_ms).toBe(256);
  });

  it('skips malformed notes and walls instead of failing', () => {
    const track = {
      Expert: {
        '64': [
          { Type: 9, Position: [0, 0, 0] },
          { Type: 0, Position: 'x' },
          { Type: 2, Position: [0.1, 0.2, 10] },
        ],
      },
    };
    const slides = {
      Expert: [
        { time: 64, slideType: 7 },
        { time: 'x', slideType: 0 },
        { time: 128, slideType: 3 },
      ],
    };
    const { charts } = parseCharts(meta({ Track: track, Slides: slides }));
    expect(charts.Expert!.notes).toEqual([{ time_ms: 500, hand: 'one_hand', x: 0.1, y: 0.2, rail: [] }]);
    expect(charts.Expert!.walls).toEqual([{ time_ms: 1000, type: 'center', x: 0, y: 0, rotation_deg: 0 }]);
  });

  it(`caps a chart at ${CHART_MAX_NOTES} notes and says it was truncated`, () => {
    const { charts } = parseCharts(
      encodeMeta(
        buildBeatmapMeta({
          title: 'T',
          artist: 'A',
          mapper: 'M',
          bpm: 200,
          difficulties: { Expert: CHART_MAX_NOTES + 5 },
        }),
      ),
    );
    expect(charts.Expert!.notes).toHaveLength(CHART_MAX_NOTES);
    expect(charts.Expert!.truncated).toBe(true);
  });

  it('throws SynthFormatError for text that is not a beatmap', () => {
    expect(() => parseCharts(new TextEncoder().encode('{"Name":"x"}'))).toThrow(/no Track/);
    expect(() => parseCharts(new TextEncoder().encode('{nope'))).toThrow(/not valid JSON/);
  });
});
