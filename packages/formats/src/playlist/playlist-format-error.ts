/**
 * Why a `.playlist` was refused (formats.md §2):
 * - `NOT_TEXT`: the bytes are not UTF-8 text.
 * - `NOT_JSON`: the text is not JSON.
 * - `NOT_AN_OBJECT`: the JSON is not an object (an array, a string, null …).
 * - `SONGS_NOT_A_LIST`: `dataString`, the list of songs, is present but not an array.
 * - `SONG_NOT_AN_OBJECT`: an entry of `dataString` is not an object.
 * - `BAD_HASH`: a song's `hash` is missing or is not 64 hexadecimal characters (formats.md §1.6).
 * - `TOO_MANY_SONGS`: more songs than the reader's `maxSongs` limit.
 */
export type PlaylistFormatErrorCode =
  | 'NOT_TEXT'
  | 'NOT_JSON'
  | 'NOT_AN_OBJECT'
  | 'SONGS_NOT_A_LIST'
  | 'SONG_NOT_AN_OBJECT'
  | 'BAD_HASH'
  | 'TOO_MANY_SONGS';

/**
 * Error thrown by `readPlaylist` for a file that is not a readable `.playlist`. `message` is one
 * sentence a player understands, naming the problem (and the song, when there is one); `code` is
 * stable for programs; `cause` is the lower-level error (a `SyntaxError` from JSON …) if any.
 */
export class PlaylistFormatError extends Error {
  override readonly name = 'PlaylistFormatError';
  readonly code: PlaylistFormatErrorCode;

  constructor(code: PlaylistFormatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
