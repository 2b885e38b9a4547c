import { filenamePart } from '../synth/beatmap-filename.ts';
import { PLAYLIST_EXTENSION } from './playlist-file.ts';

const GAME_NAME = /^(\d{6})__(.*)\.playlist$/i;

/**
 * The name the game gives a playlist file (formats.md §2): `NNNNNN__<name>.playlist`, a 6-digit
 * zero-padded order, two underscores, and the playlist name with only its letters and digits
 * ("warm up" → `000002__warmup.playlist`, "Emi Force Training" → `000005__EmiForceTraining.playlist`).
 * Accented letters are transliterated; a name with no letters or digits becomes "playlist".
 * @throws RangeError when `order` is not an integer from 0 to 999999
 */
export function playlistGameFilename(order: number, name: string): string {
  if (!Number.isInteger(order) || order < 0 || order > 999_999)
    throw new RangeError('playlistGameFilename: order must be an integer from 0 to 999999.');
  const part = filenamePart(name).replaceAll('-', '') || 'playlist';
  return `${String(order).padStart(6, '0')}__${part}${PLAYLIST_EXTENSION}`;
}

/** Splits a game file name `NNNNNN__<name>.playlist` into its order and name; null for other names. */
export function parsePlaylistGameFilename(filename: string): { order: number; name: string } | null {
  const match = GAME_NAME.exec(filename);
  if (!match) return null;
  return { order: Number(match[1]), name: match[2] ?? '' };
}

/**
 * The name Synthhub downloads a playlist under: `<id>-<Name>.playlist`, the name's words joined by
 * hyphens exactly as beatmap file names are made (formats.md §1.7: "warm up" → `12-warm-up.playlist`),
 * or `<id>.playlist` when the name has no letters or digits. Led by the site id, like every
 * synthriderz download, so installers can tell playlists apart; the game's `NNNNNN__` order prefix
 * is left to the installer, which knows the order on the device.
 * @throws RangeError when `id` is not a positive integer
 */
export function playlistDownloadFilename(input: { id: number; name: string }): string {
  if (!Number.isSafeInteger(input.id) || input.id <= 0)
    throw new RangeError('playlistDownloadFilename: id must be a positive integer.');
  const part = filenamePart(input.name);
  return `${input.id}${part ? `-${part}` : ''}${PLAYLIST_EXTENSION}`;
}
