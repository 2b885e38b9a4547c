import type { JsonObject } from '../synth/json-fields.ts';
import type { PlaylistFile, PlaylistSong } from './playlist-file.ts';

/** Keys whose whole numbers the game writes with a decimal point ("221.0"), as C# floats. */
const FLOAT_KEYS = new Set(['trackDuration']);

function formatNumber(n: number, float: boolean): string {
  if (!Number.isFinite(n)) return 'null';
  const text = JSON.stringify(n);
  return float && Number.isInteger(n) && !text.includes('e') ? `${text}.0` : text;
}

/** JSON with two-space indent and LF line ends, like the game's files; floats keep their ".0". */
function serialise(value: unknown, indent: string, float: boolean): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return formatNumber(value, float);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + serialise(v, inner, float)).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const lines = entries.map(
    ([k, v]) => `${inner}${JSON.stringify(k)}: ${serialise(v, inner, float || FLOAT_KEYS.has(k))}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

function songJson(song: PlaylistSong): JsonObject {
  const out: JsonObject = {
    hash: song.hash,
    name: song.name,
    author: song.author,
    beatmapper: song.beatmapper,
  };
  // Missing numbers stay missing: the game's readers default them, and null would break an int.
  if (song.difficulty !== null) out.difficulty = song.difficulty;
  if (song.trackDuration !== null) out.trackDuration = song.trackDuration;
  if (song.addedTime !== null) out.addedTime = song.addedTime;
  for (const [key, value] of Object.entries(song.extra)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * The JSON object of a `.playlist` (formats.md §2) with the game's exact keys in the game's order
 * (`dataString`, `SelectedIconIndex`, `SelectedTexture`, `namePlaylist`, `description`, colours,
 * `creationDate`), then the preserved unknown keys. `creationDate` is a STRING of Unix seconds;
 * when the playlist has none, `nowS` (default: the current time) is used.
 */
export function playlistJson(playlist: PlaylistFile, nowS = Math.floor(Date.now() / 1000)): JsonObject {
  const out: JsonObject = {
    dataString: playlist.songs.map(songJson),
    SelectedIconIndex: playlist.selectedIconIndex,
    SelectedTexture: playlist.selectedTexture,
    namePlaylist: playlist.name,
    description: playlist.description,
    gradientTop: playlist.gradientTop,
    gradientDown: playlist.gradientDown,
    colorTitle: playlist.colorTitle,
    colorTexture: playlist.colorTexture,
    creationDate: String(Math.trunc(playlist.creationDate ?? nowS)),
  };
  for (const [key, value] of Object.entries(playlist.extra)) if (!(key in out)) out[key] = value;
  return out;
}

/**
 * Writes a `.playlist` as the game does (formats.md §2): UTF-8 JSON without a BOM, two-space
 * indent, LF line ends, no final newline, `trackDuration` as a float ("221.0"). A playlist read by
 * `readPlaylist` from a game file comes back byte for byte. See {@link playlistJson} for keys.
 */
export function writePlaylist(playlist: PlaylistFile, nowS?: number): Uint8Array {
  return new TextEncoder().encode(serialise(playlistJson(playlist, nowS), '', false));
}
