import type { BeatmapChart, ChartNote, ChartWall } from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { HAND_COLORS, WALL_FILL, WALL_STROKE } from './chart-colors.ts';

/** How far ahead the preview looks, in ms: notes appear this long before they reach the player. */
export const LOOK_AHEAD_MS = 3000;
/** Perspective strength: a note at the far end is drawn 1 / (1 + DEPTH) as large as at the near end. */
const DEPTH = 3;
/** Game units (formats.md §1.4: grid step 0.1365) that fill half the view at the near end. */
const HALF_VIEW_UNITS = 1.05;

/** Half the side of the hit frame, in game units: the editor grid spans about ±0.8. */
const FRAME = 0.85;

/** The index of the first item whose `time_ms` is ≥ `t` in a list sorted by time (binary search). */
export function firstAtOrAfter(items: readonly { time_ms: number }[], t: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (items[mid]!.time_ms < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The notes whose hit time lies in [t, t + LOOK_AHEAD_MS], plus rails started before t still running. */
export function notesInView(chart: BeatmapChart, t: number): ChartNote[] {
  const end = t + LOOK_AHEAD_MS;
  const out: ChartNote[] = [];
  // Rails are a few seconds long at most: look back a little for ones still on screen.
  for (let i = firstAtOrAfter(chart.notes, t - 10_000); i < chart.notes.length; i++) {
    const note = chart.notes[i]!;
    if (note.time_ms > end) break;
    if (note.time_ms >= t || (note.rail.at(-1)?.time_ms ?? -Infinity) >= t) out.push(note);
  }
  return out;
}

interface View {
  width: number;
  height: number;
  t: number;
}

/** Screen position and scale of a point at game position x/y hit at `time` (ms). */
function project(view: View, x: number, y: number, time: number) {
  const depth = Math.max(0, Math.min(1, (time - view.t) / LOOK_AHEAD_MS));
  const scale = 1 / (1 + DEPTH * depth);
  const unit = Math.min(view.width, view.height) / 2 / HALF_VIEW_UNITS;
  return { x: view.width / 2 + x * unit * scale, y: view.height / 2 - y * unit * scale, scale, unit };
}

function drawFrame(ctx: CanvasRenderingContext2D, view: View) {
  ctx.fillStyle = '#0b0a14';
  ctx.fillRect(0, 0, view.width, view.height);
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  ctx.lineWidth = 1;
  for (const [x, y] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ] as const) {
    const near = project(view, x * FRAME, y * FRAME, view.t);
    const far = project(view, x * FRAME, y * FRAME, view.t + LOOK_AHEAD_MS);
    ctx.beginPath();
    ctx.moveTo(near.x, near.y);
    ctx.lineTo(far.x, far.y);
    ctx.stroke();
  }
}

function wallPath(ctx: CanvasRenderingContext2D, wall: ChartWall, p: ReturnType<typeof project>) {
  const s = p.unit * p.scale;
  const rect = (x: number, y: number, w: number, h: number, angle = 0) => {
    ctx.save();
    ctx.translate(p.x + x * s, p.y - y * s);
    ctx.rotate(angle);
    ctx.rect((-w / 2) * s, (-h / 2) * s, w * s, h * s);
    ctx.restore();
  };
  switch (wall.type) {
    case 'wall_right':
      return rect(0.45, 0, 0.9, 1.8);
    case 'wall_left':
      return rect(-0.45, 0, 0.9, 1.8);
    case 'angle_right':
      return rect(0, 0, 0.35, 2.2, Math.PI / 4);
    case 'angle_left':
      return rect(0, 0, 0.35, 2.2, -Math.PI / 4);
    case 'center':
      return rect(0, 0, 0.5, 1.8);
    case 'crouch':
      return rect(0, 0.6, 1.8, 0.5);
    case 'square':
      return rect(0, 0, 1.2, 1.2, (wall.rotation_deg * Math.PI) / 180);
    case 'triangle': {
      const a = (wall.rotation_deg * Math.PI) / 180;
      for (let k = 0; k < 3; k++) {
        const angle = a + (k * 2 * Math.PI) / 3 - Math.PI / 2;
        const px = p.x + Math.cos(angle) * 0.7 * s;
        const py = p.y + Math.sin(angle) * 0.7 * s;
        if (k === 0) ctx.moveTo(px, py);
        else ctx.lineTo(px, py);
      }
      ctx.closePath();
    }
  }
}

function drawWalls(ctx: CanvasRenderingContext2D, chart: BeatmapChart, view: View): number {
  const end = view.t + LOOK_AHEAD_MS;
  const from = firstAtOrAfter(chart.walls, view.t);
  let drawn = 0;
  for (let i = chart.walls.length - 1; i >= from; i--) {
    const wall = chart.walls[i]!;
    if (wall.time_ms > end) continue;
    ctx.beginPath();
    wallPath(ctx, wall, project(view, wall.x, wall.y, wall.time_ms));
    ctx.fillStyle = WALL_FILL;
    ctx.fill();
    ctx.strokeStyle = WALL_STROKE;
    ctx.stroke();
    drawn++;
  }
  return drawn;
}

function drawNote(ctx: CanvasRenderingContext2D, note: ChartNote, view: View) {
  const color = HAND_COLORS[note.hand];
  if (note.rail.length) {
    ctx.beginPath();
    const start = project(view, note.x, note.y, note.time_ms);
    ctx.moveTo(start.x, start.y);
    for (const point of note.rail) {
      if (point.time_ms > view.t + LOOK_AHEAD_MS) break;
      const p = project(view, point.x, point.y, point.time_ms);
      ctx.lineTo(p.x, p.y);
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    ctx.stroke();
  }
  if (note.time_ms < view.t) return;
  const p = project(view, note.x, note.y, note.time_ms);
  const radius = Math.max(2, 0.09 * p.unit * p.scale);
  ctx.beginPath();
  ctx.arc(p.x, p.y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = color;
  ctx.globalAlpha = 0.35 + 0.65 * p.scale;
  ctx.fill();
  ctx.globalAlpha = 1;
}

/**
 * Draws the part of `chart` ahead of time `t` (ms) as the player sees it coming: a perspective
 * view down the track, the next {@link LOOK_AHEAD_MS} of notes (coloured by hand, HAND_COLORS),
 * their rails and the walls, far ones small and faint. Only what is in view is visited (binary
 * search by time). `width`/`height` are the canvas size in CSS px (the caller scales for DPR).
 * Returns how many notes and walls it drew.
 */
export function drawChart(
  ctx: CanvasRenderingContext2D,
  chart: BeatmapChart,
  t: number,
  width: number,
  height: number,
): { notes: number; walls: number } {
  const view = { width, height, t };
  drawFrame(ctx, view);
  const walls = drawWalls(ctx, chart, view);
  const notes = notesInView(chart, t);
  for (let i = notes.length - 1; i >= 0; i--) drawNote(ctx, notes[i]!, view);
  // The hit frame: where notes reach the player.
  ctx.strokeStyle = 'rgba(255,255,255,0.35)';
  const near = project(view, -FRAME, FRAME, t);
  ctx.strokeRect(near.x, near.y, width - 2 * near.x, height - 2 * near.y);
  return { notes: notes.filter((n) => n.time_ms >= t).length, walls };
}
