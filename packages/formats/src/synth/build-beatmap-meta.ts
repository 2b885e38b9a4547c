import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';

/** Input of `buildBeatmapMeta` and `buildTrackData`: the few facts that make one map distinct. */
export interface BeatmapMetaInput {
  title: string;
  /** Song artist (`Author`). */
  artist: string;
  mapper: string;
  /** Beats per minute, > 0. */
  bpm: number;
  /** Notes to generate per difficulty, e.g. `{ Expert: 693, Master: 945 }`; 0 or absent = no notes. */
  difficulties: Partial<Record<Difficulty, number>>;
  /** A PNG (or JPEG) stored base64 in `ArtworkBytes`; default none (null). */
  coverPng?: Uint8Array;
  /** `Artwork`, the cover entry name (default "cover.png"). */
  artworkName?: string;
  /** `AudioName`, the audio entry name (default "song.ogg"). */
  audioName?: string;
  explicit?: boolean;
  beatConverted?: boolean;
  productionMode?: boolean;
  /** `CustomDifficultyName` (default "Custom"). */
  customDifficultyName?: string;
  /** `EditorVersion` (default "2.0.0"). */
  editorVersion?: string;
  /** `ModifiedTime` in Unix seconds (default 1700000000, so output is deterministic). */
  modifiedTime?: number;
  tags?: string[];
  /** Song length in seconds, for track.data.json `duration` (default 180). */
  durationS?: number;
}

const TICKS_PER_BEAT = 64;
const UNITS_PER_SECOND = 20;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function round(n: number, digits: number): number {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}

/** Half-beat notes alternating hands from beat 4 on (ticks = beat × 64, z = seconds × 20; formats.md §1.4). */
function buildNotes(count: number, bpm: number): Record<string, unknown[]> {
  const notes: Record<string, unknown[]> = {};
  for (let i = 0; i < count; i++) {
    const tick = 4 * TICKS_PER_BEAT + i * (TICKS_PER_BEAT / 2);
    const seconds = (tick / TICKS_PER_BEAT) * (60 / bpm);
    const right = i % 2 === 0;
    notes[String(tick)] = [
      {
        Id: `Note_${tick}${right ? 'RightHanded' : 'LeftHanded'}0`,
        ComboId: -1,
        Position: [
          right ? 0.274999976 : -0.271799982,
          round(0.0012 + ((i % 5) - 2) * 0.1365, 7),
          round(seconds * UNITS_PER_SECOND, 5),
        ],
        Segments: null,
        Type: right ? 0 : 1,
        Direction: 0,
      },
    ];
  }
  return notes;
}

function perDifficulty<T>(make: (d: Difficulty) => T): Record<Difficulty, T> {
  return Object.fromEntries(DIFFICULTIES.map((d) => [d, make(d)])) as Record<Difficulty, T>;
}

/**
 * A realistic `beatmap.meta.bin` object (editor 2.x keys in the editor's order; formats.md §1.3)
 * built from a few parameters, for tests and demo content: notes are generated so that
 * `Track[d]` holds exactly `difficulties[d]` notes. Serialise it with `toNewtonsoftJson` (what
 * `writeSynth` does for an object). Deterministic: the same input gives the same object.
 */
export function buildBeatmapMeta(input: BeatmapMetaInput): Record<string, unknown> {
  const empty = () => perDifficulty(() => [] as unknown[]);
  return {
    Name: input.title,
    Author: input.artist,
    Artwork: input.artworkName ?? 'cover.png',
    ArtworkBytes: input.coverPng ? toBase64(input.coverPng) : null,
    AudioName: input.audioName ?? 'song.ogg',
    AudioData: null,
    AudioFrecuency: 44100,
    AudioChannels: 2,
    BPM: input.bpm,
    Offset: 0,
    Track: perDifficulty((d) => buildNotes(input.difficulties[d] ?? 0, input.bpm)),
    Effects: empty(),
    Bookmarks: { BookmarksList: [] },
    Jumps: empty(),
    Crouchs: empty(),
    Slides: empty(),
    Lights: empty(),
    Squares: empty(),
    Triangles: empty(),
    DrumSamples: null,
    FilePath: 'Redacted',
    IsAdminOnly: false,
    EditorVersion: input.editorVersion ?? '2.0.0',
    Beatmapper: input.mapper,
    CustomDifficultyName: input.customDifficultyName ?? 'Custom',
    CustomDifficultySpeed: 1,
    UsingBeatMeasure: true,
    UpdatedWithMovementPositions: true,
    ProductionMode: input.productionMode ?? false,
    Tags: input.tags ?? [],
    BeatConverted: input.beatConverted ?? false,
    BeatModified: false,
    ModifiedTime: input.modifiedTime ?? 1700000000,
    Explicit: input.explicit ?? false,
  };
}

/**
 * The matching `track.data.json` object (formats.md §1.5): name, artist, `duration` "mm:ss",
 * coverImage, audioFile, six `supportedDifficulties` slots ("" = absent), bpm, mapper.
 */
export function buildTrackData(input: BeatmapMetaInput): Record<string, unknown> {
  const total = Math.floor(input.durationS ?? 180);
  const duration = `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  return {
    name: input.title,
    artist: input.artist,
    duration,
    coverImage: input.artworkName ?? 'cover.png',
    audioFile: input.audioName ?? 'song.ogg',
    supportedDifficulties: DIFFICULTIES.map((d) => ((input.difficulties[d] ?? 0) > 0 ? d : '')),
    bpm: input.bpm,
    mapper: input.mapper,
  };
}
