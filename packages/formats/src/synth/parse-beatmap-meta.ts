import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { booleanField, isJsonObject, type JsonObject, numberField, stringField } from './json-fields.ts';
import { SynthFormatError } from './synth-format-error.ts';
import { parseJson } from '../json/parse-json.ts';

/** The header every .NET BinaryFormatter stream starts with (SerializationHeaderRecord, version 1.0). */
const BINARY_FORMATTER_HEADER = [0x00, 0x01, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff];

/** The listing fields of a plaintext `beatmap.meta.bin` (formats.md §1.3, §1.8). */
export interface BeatmapMetaFields {
  title: string;
  artist: string;
  mapper: string;
  bpm: number;
  difficulties: Difficulty[];
  customDifficultyName: string | null;
  noteCounts: Partial<Record<Difficulty, number>>;
  explicit: boolean | null;
  beatConverted: boolean | null;
  productionMode: boolean | null;
  editorVersion: string | null;
  audioName: string | null;
  /** `Artwork`: the cover's entry name ("Default Artwork" for converts). */
  artworkName: string | null;
  /** `ArtworkBytes`: base64 PNG, or null. */
  artworkBase64: string | null;
}

/** True when `bytes` starts with the .NET BinaryFormatter header (formats.md §1.9). */
export function isBinaryFormatter(bytes: Uint8Array): boolean {
  return BINARY_FORMATTER_HEADER.every((b, i) => bytes[i] === b);
}

const LEGACY_MESSAGE =
  'This .synth was made by an editor older than 1.8 (binary beatmap.meta.bin); open it in a current editor and export it again.';

function decodeJsonText(bytes: Uint8Array): string {
  if (isBinaryFormatter(bytes)) throw new SynthFormatError('LEGACY_BINARY', LEGACY_MESSAGE);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new SynthFormatError('LEGACY_BINARY', LEGACY_MESSAGE, { cause: error });
  }
  // Control bytes other than tab, LF and CR never occur in JSON text: this is a binary blob.
  if (bytes.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d)) {
    throw new SynthFormatError('LEGACY_BINARY', LEGACY_MESSAGE);
  }
  return text;
}

function notABeatmap(detail: string): SynthFormatError {
  return new SynthFormatError('NOT_A_BEATMAP', `beatmap.meta.bin is JSON but not a beatmap: ${detail}.`);
}

function countNotes(track: JsonObject): Partial<Record<Difficulty, number>> {
  const counts: Partial<Record<Difficulty, number>> = {};
  for (const difficulty of DIFFICULTIES) {
    const slot = track[difficulty];
    if (slot === undefined || slot === null) continue;
    if (!isJsonObject(slot)) throw notABeatmap(`Track.${difficulty} is not an object`);
    let n = 0;
    for (const [time, notes] of Object.entries(slot)) {
      if (!Array.isArray(notes)) throw notABeatmap(`Track.${difficulty}["${time}"] is not a list of notes`);
      n += notes.length;
    }
    if (n > 0) counts[difficulty] = n;
  }
  return counts;
}

/**
 * Parses a plaintext `beatmap.meta.bin` (UTF-8 JSON, BOM optional; formats.md §1.3) into the
 * listing fields of §1.8. Difficulties are the `Track` slots holding at least one note, in slot
 * order; note counts are the sums of the note-list lengths per slot.
 * Throws `SynthFormatError`: `LEGACY_BINARY` for a BinaryFormatter blob or other non-text bytes
 * (§1.9), `INVALID_JSON` for text that does not parse, `NOT_A_BEATMAP` for JSON without a string
 * `Name`, an object `Track` or a positive `BPM`, or with a malformed `Track`.
 */
export function parseBeatmapMeta(metaBytes: Uint8Array): BeatmapMetaFields {
  const text = decodeJsonText(metaBytes).replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SynthFormatError('INVALID_JSON', `beatmap.meta.bin is not valid JSON: ${detail}`, {
      cause: error,
    });
  }
  if (!isJsonObject(json)) throw notABeatmap('it is not an object');
  const title = stringField(json, 'Name');
  if (title === null) throw notABeatmap('it has no Name');
  const track = json.Track;
  if (!isJsonObject(track)) throw notABeatmap('it has no Track');
  const bpm = numberField(json, 'BPM');
  if (bpm === null || bpm <= 0) throw notABeatmap('it has no positive BPM');
  const noteCounts = countNotes(track);
  const custom = stringField(json, 'CustomDifficultyName');
  return {
    title,
    artist: stringField(json, 'Author') ?? '',
    mapper: stringField(json, 'Beatmapper') ?? '',
    bpm,
    difficulties: DIFFICULTIES.filter((d) => noteCounts[d] !== undefined),
    customDifficultyName: custom?.trim() ? custom : null,
    noteCounts,
    explicit: booleanField(json, 'Explicit'),
    beatConverted: booleanField(json, 'BeatConverted'),
    productionMode: booleanField(json, 'ProductionMode'),
    editorVersion: stringField(json, 'EditorVersion'),
    audioName: stringField(json, 'AudioName'),
    artworkName: stringField(json, 'Artwork'),
    artworkBase64: stringField(json, 'ArtworkBytes'),
  };
}
