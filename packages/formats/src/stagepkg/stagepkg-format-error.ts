import { ArchiveError, type ArchiveErrorCode } from '../zip/archive-error.ts';

/**
 * Why a `.stagepkg` was refused (formats.md §3.2; spec §3 "Stage package manifest", §5). The
 * zip-level codes come from `ArchiveError` (`NOT_ZIP`, `UNSAFE_PATH`, `TOO_LARGE` …); the others:
 * - `MISSING_MANIFEST`: no `manifest.json` at the top of the archive.
 * - `INVALID_JSON`: `manifest.json` is not UTF-8 JSON.
 * - `INVALID_MANIFEST`: a field is missing or has the wrong type; an available platform has no
 *   `fileName`.
 * - `BAD_EXPORTED_ON`: `exportedOn` is not a date-time (spec §5).
 * - `NO_PLATFORM`: neither `pc` nor `android` is `available`.
 * - `NO_MODE`: an available platform has none of `isNormalStage`, `isSpinStage`, `isEXP`.
 * - `BAD_BUNDLE_NAME`: a `fileName` whose extension does not fit its platform (formats.md §3.1).
 * - `BAD_EXPERIENCE_TAG`: `isEXP` with an `expTag` that breaks spec §5.
 * - `MISSING_FILE`: the manifest names a bundle or icon that is not in the archive.
 */
export type StagepkgFormatErrorCode =
  | ArchiveErrorCode
  | 'MISSING_MANIFEST'
  | 'INVALID_JSON'
  | 'INVALID_MANIFEST'
  | 'BAD_EXPORTED_ON'
  | 'NO_PLATFORM'
  | 'NO_MODE'
  | 'BAD_BUNDLE_NAME'
  | 'BAD_EXPERIENCE_TAG'
  | 'MISSING_FILE';

/**
 * Error thrown by `readStagepkg` for a file that is not a usable `.stagepkg`. `message` is one
 * sentence a stage creator understands, naming the problem (and the field or entry); `code` is
 * stable for programs; `cause` is the lower-level error (an `ArchiveError`, a `SyntaxError`) if any.
 */
export class StagepkgFormatError extends Error {
  override readonly name = 'StagepkgFormatError';
  readonly code: StagepkgFormatErrorCode;

  constructor(code: StagepkgFormatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Turns an `ArchiveError` into a `StagepkgFormatError` with the same code and a `.stagepkg`
 * wording (the archive's own sentence, except for `NOT_ZIP`); other errors are returned unchanged.
 */
export function toStagepkgFormatError(error: unknown): unknown {
  if (!(error instanceof ArchiveError)) return error;
  const message =
    error.code === 'NOT_ZIP' ? 'This file is not a .stagepkg: it is not a zip archive.' : error.message;
  return new StagepkgFormatError(error.code, message, { cause: error });
}
