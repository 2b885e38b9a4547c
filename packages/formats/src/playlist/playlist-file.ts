import type { JsonObject } from '../synth/json-fields.ts';

/**
 * One song of a `.playlist`, an entry of its `dataString` (formats.md §2). The song is identified
 * by `hash` alone; the other fields are display hints the game shows for songs it does not have.
 */
export interface PlaylistSong {
  /** The map hash (formats.md §1.6): 64 hexadecimal characters, lower-cased by the reader. */
  hash: string;
  /** Song title (`name`); '' when absent. */
  name: string;
  /** Song artist (`author`); '' when absent. */
  author: string;
  /** Mapper (`beatmapper`); '' when absent. */
  beatmapper: string;
  /** Difficulty slot (`difficulty`, int; 0 Easy … 4 Master, 5 Custom); null when absent. */
  difficulty: number | null;
  /** Song length in seconds (`trackDuration`, float); null when absent. */
  trackDuration: number | null;
  /** When the song was added, Unix seconds (`addedTime`); null when absent. */
  addedTime: number | null;
  /** Every other key of the entry, kept as read (e.g. third-party `beatmapId`, `downloadUrl`). */
  extra: JsonObject;
}

/**
 * A `.playlist` file as Synthhub reads and writes it (formats.md §2). Field names are this
 * package's; the file's exact keys are `namePlaylist`, `SelectedIconIndex`, `SelectedTexture`,
 * `creationDate`, `dataString`, and `description`/colour keys as named here.
 */
export interface PlaylistFile {
  /** `namePlaylist`; '' when absent. */
  name: string;
  /** `description`; '' when absent. */
  description: string;
  /** Colours as the game writes them ("#24491F"); '' when absent. */
  gradientTop: string;
  gradientDown: string;
  colorTitle: string;
  colorTexture: string;
  /** `SelectedIconIndex` (PascalCase in the file); 0 when absent. */
  selectedIconIndex: number;
  /** `SelectedTexture` (PascalCase in the file); 0 when absent. */
  selectedTexture: number;
  /** `creationDate`, Unix seconds (a string in the file); null when absent or unreadable. */
  creationDate: number | null;
  /** The songs of `dataString`, in order. */
  songs: PlaylistSong[];
  /** Every other top-level key, kept as read. */
  extra: JsonObject;
}

/** The top-level keys the reader understands, in the order the game writes them. */
export const PLAYLIST_KEYS = [
  'dataString',
  'SelectedIconIndex',
  'SelectedTexture',
  'namePlaylist',
  'description',
  'gradientTop',
  'gradientDown',
  'colorTitle',
  'colorTexture',
  'creationDate',
] as const;

/** The keys of a `dataString` entry the reader understands, in the order the game writes them. */
export const PLAYLIST_SONG_KEYS = [
  'hash',
  'name',
  'author',
  'beatmapper',
  'difficulty',
  'trackDuration',
  'addedTime',
] as const;

/** The extension of a playlist file. */
export const PLAYLIST_EXTENSION = '.playlist';
