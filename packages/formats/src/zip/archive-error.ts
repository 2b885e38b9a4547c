/**
 * Why a zip archive was refused by the safe zip reader (formats.md §1.1; zip-bomb and path
 * traversal guards of the upload pipeline, design.md §1 "Upload").
 * - `NOT_ZIP`: no end-of-central-directory record, so not a zip archive.
 * - `UNSUPPORTED_ZIP`: a zip feature we do not read (ZIP64, split archives, exotic compression).
 * - `CORRUPT_ZIP`: offsets, sizes, names or CRC-32 do not agree.
 * - `UNSAFE_PATH`: an entry name is absolute or climbs out of its folder.
 * - `DUPLICATE_ENTRY`: two entries share one name, so readers could disagree on the content.
 * - `TOO_MANY_ENTRIES`: more entries than the limit.
 * - `TOO_LARGE`: the file, or what its entries actually inflate to, passes the byte limit.
 * - `ENCRYPTED_ENTRY`: an encrypted entry was asked for without a way to decrypt it.
 */
export type ArchiveErrorCode =
  | 'NOT_ZIP'
  | 'UNSUPPORTED_ZIP'
  | 'CORRUPT_ZIP'
  | 'UNSAFE_PATH'
  | 'DUPLICATE_ENTRY'
  | 'TOO_MANY_ENTRIES'
  | 'TOO_LARGE'
  | 'ENCRYPTED_ENTRY';

/**
 * Error thrown by the zip layer (`src/zip/*`). `message` is one readable sentence naming the
 * problem (and the entry, when there is one); `cause` carries the underlying error if any.
 */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError';
  readonly code: ArchiveErrorCode;

  constructor(code: ArchiveErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
