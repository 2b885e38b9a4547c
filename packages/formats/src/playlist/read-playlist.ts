import { isJsonObject, type JsonObject, numberField, stringField } from '../synth/json-fields.ts';
import { PLAYLIST_KEYS, PLAYLIST_SONG_KEYS, type PlaylistFile, type PlaylistSong } from './playlist-file.ts';
import { PlaylistFormatError } from './playlist-format-error.ts';
import { parseJson } from '../json/parse-json.ts';

/** Options of {@link readPlaylist}. */
export interface ReadPlaylistOptions {
  /** Refuse files with more songs than this (`TOO_MANY_SONGS`); unlimited when absent. */
  maxSongs?: number;
}

const HASH = /^[0-9a-f]{64}$/i;

function without(obj: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(obj)) if (!keys.includes(key)) out[key] = value;
  return out;
}

function describeSong(index: number, entry: JsonObject): string {
  const name = stringField(entry, 'name');
  return name ? `Song ${index + 1} ("${name}")` : `Song ${index + 1}`;
}

function readSong(entry: unknown, index: number): PlaylistSong {
  if (!isJsonObject(entry)) {
    throw new PlaylistFormatError(
      'SONG_NOT_AN_OBJECT',
      `Song ${index + 1} of the .playlist is not a JSON object.`,
    );
  }
  const hash = entry.hash;
  if (typeof hash !== 'string' || !HASH.test(hash)) {
    const what =
      hash === undefined || hash === null
        ? 'has no hash'
        : `has a hash that is not 64 hexadecimal characters: ${JSON.stringify(hash).slice(0, 80)}`;
    throw new PlaylistFormatError('BAD_HASH', `${describeSong(index, entry)} ${what}.`);
  }
  return {
    hash: hash.toLowerCase(),
    name: stringField(entry, 'name') ?? '',
    author: stringField(entry, 'author') ?? '',
    beatmapper: stringField(entry, 'beatmapper') ?? '',
    difficulty: numberField(entry, 'difficulty'),
    trackDuration: numberField(entry, 'trackDuration'),
    addedTime: numberField(entry, 'addedTime'),
    extra: without(entry, PLAYLIST_SONG_KEYS),
  };
}

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch (cause) {
    throw new PlaylistFormatError('NOT_TEXT', 'This file is not a .playlist: it is not UTF-8 text.', {
      cause,
    });
  }
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Reads a `.playlist` (formats.md §2): UTF-8 JSON (a BOM is ignored) whose songs sit in
 * `dataString` and are identified by `hash`. Lenient like the game's own readers: every missing
 * key gets its default ('' / 0 / null, no songs), numbers may be numeric strings, and
 * `creationDate` may be a string or a number of Unix seconds. Unknown keys are kept in `extra`
 * (top level and per song) so {@link writePlaylist} can write them back.
 * @throws PlaylistFormatError `NOT_TEXT`, `NOT_JSON`, `NOT_AN_OBJECT`, `SONGS_NOT_A_LIST`,
 *   `SONG_NOT_AN_OBJECT`, `BAD_HASH` (missing or not 64 hex), `TOO_MANY_SONGS`
 */
export function readPlaylist(input: Uint8Array | string, options: ReadPlaylistOptions = {}): PlaylistFile {
  const text = typeof input === 'string' ? input.replace(/^\uFEFF/, '') : decode(input);
  let json: unknown;
  try {
    json = parseJson(text);
  } catch (cause) {
    const detail = cause instanceof Error ? ` (${cause.message})` : '';
    throw new PlaylistFormatError(
      'NOT_JSON',
      `This file is not a .playlist: it is not valid JSON${detail}.`,
      {
        cause,
      },
    );
  }
  if (!isJsonObject(json)) {
    throw new PlaylistFormatError(
      'NOT_AN_OBJECT',
      `This file is not a .playlist: its JSON is ${kindOf(json)}, not an object.`,
    );
  }
  const list = json.dataString ?? [];
  if (!Array.isArray(list)) {
    throw new PlaylistFormatError(
      'SONGS_NOT_A_LIST',
      `The .playlist's "dataString" (its list of songs) is ${kindOf(list)}, not a list.`,
    );
  }
  if (options.maxSongs !== undefined && list.length > options.maxSongs) {
    throw new PlaylistFormatError(
      'TOO_MANY_SONGS',
      `The .playlist has ${list.length} songs; at most ${options.maxSongs} are allowed.`,
    );
  }
  return {
    name: stringField(json, 'namePlaylist') ?? '',
    description: stringField(json, 'description') ?? '',
    gradientTop: stringField(json, 'gradientTop') ?? '',
    gradientDown: stringField(json, 'gradientDown') ?? '',
    colorTitle: stringField(json, 'colorTitle') ?? '',
    colorTexture: stringField(json, 'colorTexture') ?? '',
    selectedIconIndex: numberField(json, 'SelectedIconIndex') ?? 0,
    selectedTexture: numberField(json, 'SelectedTexture') ?? 0,
    creationDate: numberField(json, 'creationDate'),
    songs: list.map(readSong),
    extra: without(json, PLAYLIST_KEYS),
  };
}
