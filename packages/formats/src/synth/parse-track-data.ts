import { DIFFICULTIES, type Difficulty } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { isJsonObject, numberField, stringField } from './json-fields.ts';
import { SynthFormatError } from './synth-format-error.ts';
import { parseJson } from '../json/parse-json.ts';

/** The fields of `track.data.json`, the editor's metadata sidecar (formats.md §1.5). */
export interface TrackDataFields {
  title: string;
  artist: string;
  mapper: string;
  /** null when absent or not a number. */
  bpm: number | null;
  /** `duration` "mm:ss" in seconds; null when absent or malformed. */
  durationS: number | null;
  /** Slots of `supportedDifficulties` that are non-empty, in slot order Easy..Custom. */
  difficulties: Difficulty[];
  /** The label in the Custom slot when it is not just "Custom" ([I]: the editor may put the name there). */
  customDifficultyName: string | null;
  /** `coverImage`: the cover's entry name. */
  coverImage: string | null;
  /** `audioFile`: the audio's entry name. */
  audioFile: string | null;
}

/**
 * Decodes JSON text from bytes whose encoding is given by a BOM: FF FE = UTF-16LE (what the editor
 * writes, formats.md §1.5), FE FF = UTF-16BE, EF BB BF or none = UTF-8; without a BOM, a zero
 * second byte means UTF-16LE. Returns the text without the BOM.
 */
export function decodeBomText(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  else if (bytes.length >= 2 && bytes[0] !== 0 && bytes[1] === 0) encoding = 'utf-16le';
  return new TextDecoder(encoding).decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * Parses a duration written as "mm:ss" (track.data.json, API `duration`; formats.md §1.5, §6.3) or
 * "h:mm:ss" into seconds. Returns null for anything else.
 */
export function parseDurationText(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d+):(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const seconds = Number(match[3]);
  if (seconds >= 60 || (match[1] !== undefined && Number(match[2]) >= 60)) return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + seconds;
}

/**
 * Parses `track.data.json` (formats.md §1.5): UTF-16LE with BOM as the editor writes it, UTF-8
 * accepted too. Throws `SynthFormatError`: `INVALID_JSON` when the text does not parse,
 * `NOT_A_BEATMAP` when it is not an object with a string `name`.
 */
export function parseTrackData(bytes: Uint8Array): TrackDataFields {
  let json: unknown;
  try {
    json = parseJson(decodeBomText(bytes));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SynthFormatError('INVALID_JSON', `track.data.json is not valid JSON: ${detail}`, {
      cause: error,
    });
  }
  const title = isJsonObject(json) ? stringField(json, 'name') : null;
  if (!isJsonObject(json) || title === null) {
    throw new SynthFormatError('NOT_A_BEATMAP', 'track.data.json has no song name.');
  }
  const slots = Array.isArray(json.supportedDifficulties) ? json.supportedDifficulties : [];
  const filled = (i: number): string | null => {
    const slot = slots[i];
    return typeof slot === 'string' && slot.trim() !== '' ? slot : null;
  };
  const custom = filled(5);
  const duration = stringField(json, 'duration');
  return {
    title,
    artist: stringField(json, 'artist') ?? '',
    mapper: stringField(json, 'mapper') ?? '',
    bpm: numberField(json, 'bpm'),
    durationS: duration === null ? null : parseDurationText(duration),
    difficulties: DIFFICULTIES.filter((_, i) => filled(i) !== null),
    customDifficultyName: custom !== null && custom !== 'Custom' ? custom : null,
    coverImage: stringField(json, 'coverImage'),
    audioFile: stringField(json, 'audioFile'),
  };
}
