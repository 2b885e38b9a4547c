import {
  type BeatmapChart,
  CHART_MAX_NOTES,
  CHART_MAX_RAIL_POINTS,
  CHART_MAX_WALLS,
  type ChartNote,
  type ChartWall,
  NOTE_HANDS,
  WALL_TYPES,
  type WallType,
} from '@synthhub/shared/beatmaps/beatmap-chart.schemas';
import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { parseJson } from '../json/parse-json.ts';
import { isJsonObject, type JsonObject, numberField } from './json-fields.ts';
import { SynthFormatError } from './synth-format-error.ts';

const TICKS_PER_BEAT = 64;
/** z = seconds × 20 (formats.md §1.4 `unitsPerSecond`). */
const Z_UNITS_PER_S = 20;

/** Rounds to 4 decimals: ample for drawing, and a third of the JSON of full doubles. */
const r4 = (n: number) => Math.round(n * 1e4) / 1e4;

function vector(value: unknown): [number, number, number] | null {
  if (!Array.isArray(value) || value.length < 3) return null;
  const [x, y, z] = value as unknown[];
  return typeof x === 'number' && typeof y === 'number' && typeof z === 'number' ? [x, y, z] : null;
}

/** Turns a time key or `time` field into ms (formats.md §1.4: ticks of 64 per beat, else ms). */
function timeConverter(meta: JsonObject, bpm: number): (key: number) => number {
  const ticks = meta.UsingBeatMeasure === true;
  return (key) => r4(ticks ? (key / TICKS_PER_BEAT) * (60_000 / bpm) : key);
}

interface Budget {
  railPoints: number;
  truncated: boolean;
}

function readNotes(slot: unknown, toMs: (k: number) => number, budget: Budget): ChartNote[] {
  const notes: ChartNote[] = [];
  if (!isJsonObject(slot)) return notes;
  for (const [key, list] of Object.entries(slot)) {
    const time = Number(key);
    if (!Number.isFinite(time) || !Array.isArray(list)) continue;
    for (const raw of list) {
      if (!isJsonObject(raw)) continue;
      const position = vector(raw.Position);
      const hand = NOTE_HANDS[typeof raw.Type === 'number' ? raw.Type : -1];
      if (!position || !hand) continue;
      const rail = (Array.isArray(raw.Segments) ? raw.Segments : [])
        .map(vector)
        .filter((p) => p !== null)
        .map(([x, y, z]) => ({ time_ms: r4((z / Z_UNITS_PER_S) * 1000), x: r4(x), y: r4(y) }));
      notes.push({ time_ms: toMs(time), hand, x: r4(position[0]), y: r4(position[1]), rail });
    }
  }
  notes.sort((a, b) => a.time_ms - b.time_ms);
  if (notes.length > CHART_MAX_NOTES) budget.truncated = true;
  const kept = notes.slice(0, CHART_MAX_NOTES);
  for (const note of kept) {
    if (budget.railPoints + note.rail.length > CHART_MAX_RAIL_POINTS) {
      note.rail = note.rail.slice(0, Math.max(0, CHART_MAX_RAIL_POINTS - budget.railPoints));
      budget.truncated = true;
    }
    budget.railPoints += note.rail.length;
  }
  return kept;
}

/** A wall entry: `{time, position?, zRotation?, slideType?}`, or a bare time (editor 1.9 `Crouchs`). */
function readWall(raw: unknown, type: WallType | null, toMs: (k: number) => number): ChartWall | null {
  if (typeof raw === 'number') return type ? { time_ms: toMs(raw), type, x: 0, y: 0, rotation_deg: 0 } : null;
  if (!isJsonObject(raw)) return null;
  const time = numberField(raw, 'time');
  const slide = numberField(raw, 'slideType');
  // slideType 0-4 names the five slide kinds; the other kinds come from their own lists.
  const kind =
    type ??
    (slide !== null && Number.isInteger(slide) && slide >= 0 && slide <= 4 ? WALL_TYPES[slide] : undefined);
  if (time === null || !kind) return null;
  const position = vector(raw.position);
  return {
    time_ms: toMs(time),
    type: kind,
    x: r4(position?.[0] ?? 0),
    y: r4(position?.[1] ?? 0),
    rotation_deg: r4(numberField(raw, 'zRotation') ?? 0),
  };
}

function readWalls(meta: JsonObject, difficulty: Difficulty, toMs: (k: number) => number, budget: Budget) {
  const sources: [string, WallType | null][] = [
    ['Slides', null],
    ['Crouchs', 'crouch'],
    ['Squares', 'square'],
    ['Triangles', 'triangle'],
  ];
  const walls: ChartWall[] = [];
  for (const [field, type] of sources) {
    const byDifficulty = meta[field];
    const list = isJsonObject(byDifficulty) ? byDifficulty[difficulty] : null;
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const wall = readWall(raw, type, toMs);
      if (wall) walls.push(wall);
    }
  }
  walls.sort((a, b) => a.time_ms - b.time_ms);
  if (walls.length > CHART_MAX_WALLS) budget.truncated = true;
  return walls.slice(0, CHART_MAX_WALLS);
}

/** The difficulties of a parsed meta whose `Track` slot holds at least one note, in slot order. */
function difficultiesWithNotes(track: JsonObject): Difficulty[] {
  return DIFFICULTIES.filter((d) => {
    const slot = track[d];
    return isJsonObject(slot) && Object.values(slot).some((l) => Array.isArray(l) && l.length > 0);
  });
}

/** Every chart of a beatmap: the difficulties that have notes, each one's chart. */
export interface BeatmapCharts {
  difficulties: Difficulty[];
  charts: Partial<Record<Difficulty, BeatmapChart>>;
}

/**
 * Reads the charts of a plaintext `beatmap.meta.bin` (UTF-8 JSON, BOM optional; formats.md §1.3-1.4)
 * for the map preview: per difficulty with notes, the notes (time in ms, hand from `Type`, x/y,
 * rail points from `Segments` with time from z = s × 20) and the walls (`Slides` by `slideType`,
 * `Crouchs`, `Squares`, `Triangles`), sorted by time and capped (`CHART_MAX_*`, then `truncated`).
 * Time keys are ticks (64 per beat, converted with `BPM`) when `UsingBeatMeasure` is true, else
 * ms. `Offset` is not applied: its unit is unclear (formats.md §1.3) and it is 0 in practice.
 * Malformed notes or walls are skipped. Throws `SynthFormatError` `INVALID_JSON` (text does not
 * parse) or `NOT_A_BEATMAP` (no object `Track` or no positive `BPM`).
 */
export function parseCharts(metaBytes: Uint8Array): BeatmapCharts {
  let json: unknown;
  try {
    json = parseJson(new TextDecoder().decode(metaBytes).replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SynthFormatError('INVALID_JSON', `beatmap.meta.bin is not valid JSON: ${detail}`, {
      cause: error,
    });
  }
  const track = isJsonObject(json) ? json.Track : null;
  const bpm = isJsonObject(json) ? numberField(json, 'BPM') : null;
  if (!isJsonObject(json) || !isJsonObject(track) || bpm === null || bpm <= 0) {
    throw new SynthFormatError('NOT_A_BEATMAP', 'beatmap.meta.bin has no Track or no positive BPM.');
  }
  const toMs = timeConverter(json, bpm);
  const difficulties = difficultiesWithNotes(track);
  const charts: BeatmapCharts['charts'] = {};
  for (const difficulty of difficulties) {
    const budget: Budget = { railPoints: 0, truncated: false };
    const notes = readNotes(track[difficulty], toMs, budget);
    const walls = readWalls(json, difficulty, toMs, budget);
    const ends = [...notes.map((n) => n.rail.at(-1)?.time_ms ?? n.time_ms), ...walls.map((w) => w.time_ms)];
    charts[difficulty] = {
      difficulty,
      bpm,
      length_ms: ends.reduce((a, b) => Math.max(a, b), 0),
      notes,
      walls,
      truncated: budget.truncated,
    };
  }
  return { difficulties, charts };
}
