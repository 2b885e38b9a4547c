import type { BeatmapChart, ChartNote } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { describe, expect, it } from 'vitest';
import { HAND_COLORS } from './chart-colors.ts';
import { drawChart, firstAtOrAfter, LOOK_AHEAD_MS, notesInView } from './draw-chart.ts';

const note = (
  time_ms: number,
  hand: ChartNote['hand'] = 'right',
  rail: ChartNote['rail'] = [],
): ChartNote => ({
  time_ms,
  hand,
  x: 0.2,
  y: -0.1,
  rail,
});

function chart(notes: ChartNote[], walls: BeatmapChart['walls'] = []): BeatmapChart {
  return { difficulty: 'Expert', bpm: 120, length_ms: 60_000, notes, walls, truncated: false };
}

/** A 2D context that records the fill colour of every arc it fills (notes are arcs). */
function recordingContext() {
  const filledArcs: string[] = [];
  let arcPending = false;
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    globalAlpha: 1,
    fillRect() {},
    strokeRect() {},
    beginPath() {
      arcPending = false;
    },
    arc() {
      arcPending = true;
    },
    fill() {
      if (arcPending) filledArcs.push(String(ctx.fillStyle));
    },
    moveTo() {},
    lineTo() {},
    stroke() {},
    closePath() {},
    save() {},
    restore() {},
    translate() {},
    rotate() {},
    rect() {},
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, filledArcs };
}

describe('the map preview renderer', () => {
  it('finds the first note at or after a time by binary search', () => {
    const notes = [note(0), note(100), note(100), note(250)];
    expect(firstAtOrAfter(notes, -5)).toBe(0);
    expect(firstAtOrAfter(notes, 100)).toBe(1);
    expect(firstAtOrAfter(notes, 101)).toBe(3);
    expect(firstAtOrAfter(notes, 999)).toBe(4);
  });

  it('keeps only the notes of the next LOOK_AHEAD_MS, and rails still running', () => {
    const longRail = note(500, 'left', [{ time_ms: 4_000, x: 0, y: 0 }]);
    const c = chart([note(100), longRail, note(2_000), note(2_000 + LOOK_AHEAD_MS), note(9_999)]);
    const times = (t: number) => notesInView(c, t).map((n) => n.time_ms);
    expect(times(1_000)).toEqual([500, 2_000]);
    expect(times(2_000)).toEqual([500, 2_000, 2_000 + LOOK_AHEAD_MS]);
    expect(times(20_000)).toEqual([]);
  });

  it('draws one dot per upcoming note in its hand colour and counts them', () => {
    const { ctx, filledArcs } = recordingContext();
    const c = chart([
      note(1_000, 'right'),
      note(1_500, 'left'),
      note(2_000, 'both_hands'),
      note(8_000, 'one_hand'),
    ]);
    const drawn = drawChart(ctx, c, 500, 640, 400);
    expect(drawn.notes).toBe(3);
    expect(filledArcs.sort()).toEqual([HAND_COLORS.right, HAND_COLORS.left, HAND_COLORS.both_hands].sort());
  });

  it('counts the walls in view and draws nothing past the end of the chart', () => {
    const wall = { time_ms: 1_200, type: 'crouch' as const, x: 0, y: 0, rotation_deg: 0 };
    expect(drawChart(recordingContext().ctx, chart([], [wall]), 1_000, 640, 400).walls).toBe(1);
    const { ctx, filledArcs } = recordingContext();
    expect(drawChart(ctx, chart([note(1_000)], [wall]), 50_000, 640, 400)).toEqual({ notes: 0, walls: 0 });
    expect(filledArcs).toEqual([]);
  });
});
