import { z } from 'zod';
import { DIFFICULTIES } from './beatmaps.constants.ts';

/**
 * Most notes one chart answer holds (the rest are cut and `truncated` is true). The densest
 * published maps have a few thousand notes (formats.md §1.8: Amerika Master 945), so this only
 * bounds a hostile or broken file.
 */
export const CHART_MAX_NOTES = 10_000;
/** Most walls (slides, crouches, squares, triangles) one chart answer holds. */
export const CHART_MAX_WALLS = 5_000;
/** Most rail points, summed over every note of one chart answer. */
export const CHART_MAX_RAIL_POINTS = 50_000;

/**
 * What hand a note is for, from the note `Type` 0-5 (formats.md §1.3): RightHanded, LeftHanded,
 * OneHandSpecial, BothHandsSpecial, SeparateHandSpecial, NoHand.
 */
export const NOTE_HANDS = ['right', 'left', 'one_hand', 'both_hands', 'separate', 'no_hand'] as const;
export type NoteHand = (typeof NOTE_HANDS)[number];

/**
 * Wall kinds: the `slideType` 0-4 of `Slides` (formats.md §1.3: wall_right, wall_left,
 * angle_right, center, angle_left), then `Crouchs`, `Squares` and `Triangles` (editor 2.x).
 */
export const WALL_TYPES = [
  'wall_right',
  'wall_left',
  'angle_right',
  'center',
  'angle_left',
  'crouch',
  'square',
  'triangle',
] as const;
export type WallType = (typeof WALL_TYPES)[number];

/** The message a difficulty outside {@link DIFFICULTIES} gets (a 400 names the allowed ones). */
export const DIFFICULTY_MESSAGE = `difficulty must be one of ${DIFFICULTIES.join(', ')}`;

/** Query of `GET /api/beatmaps/{id}/chart`: which difficulty (required, exact case). */
export const chartQuerySchema = z.object({
  difficulty: z.enum(DIFFICULTIES, { error: DIFFICULTY_MESSAGE }),
});

/** A rail point: time in ms from the song start, x/y in game units (formats.md §1.4). */
export const railPointSchema = z.object({ time_ms: z.number(), x: z.number(), y: z.number() });

/**
 * One note: `time_ms` from the song start (tick keys converted with the BPM, formats.md §1.4),
 * `hand`, position `x`/`y` in game units (about -1..1; grid step 0.1365), and `rail`: the rail's
 * later points (`Segments`), empty for a plain note.
 */
export const chartNoteSchema = z.object({
  time_ms: z.number(),
  hand: z.enum(NOTE_HANDS),
  x: z.number(),
  y: z.number(),
  rail: z.array(railPointSchema),
});
export type ChartNote = z.infer<typeof chartNoteSchema>;

/** One wall: `time_ms` from the song start, `type`, centre `x`/`y` (0 when the file has none) and `rotation_deg` (zRotation). */
export const chartWallSchema = z.object({
  time_ms: z.number(),
  type: z.enum(WALL_TYPES),
  x: z.number(),
  y: z.number(),
  rotation_deg: z.number(),
});
export type ChartWall = z.infer<typeof chartWallSchema>;

/**
 * The chart of one difficulty, for the in-browser map preview: notes and walls sorted by time,
 * `bpm`, `length_ms` (time of the last note or wall end), and `truncated` when a cap
 * ({@link CHART_MAX_NOTES}, {@link CHART_MAX_WALLS}, {@link CHART_MAX_RAIL_POINTS}) cut it.
 */
export const beatmapChartSchema = z.object({
  difficulty: z.enum(DIFFICULTIES),
  bpm: z.number(),
  length_ms: z.number(),
  notes: z.array(chartNoteSchema),
  walls: z.array(chartWallSchema),
  truncated: z.boolean(),
});
export type BeatmapChart = z.infer<typeof beatmapChartSchema>;
