/**
 * Why a `.vrm` was refused (formats.md §4). Each code names one problem:
 * - `NOT_GLB`: shorter than the 12-byte header, or the magic is not `glTF`.
 * - `UNSUPPORTED_VERSION`: the GLB container version is not 2.
 * - `LENGTH_MISMATCH`: the header's total length is not the file's size.
 * - `CHUNK_OVERRUN`: a chunk's header or data runs past the end of the file, or bytes are left
 *   over that no chunk accounts for (the chunk lengths do not add up).
 * - `MISSING_JSON_CHUNK`: there is no chunk, or the first chunk is not of type JSON (0x4E4F534A).
 * - `INVALID_JSON`: the JSON chunk is not UTF-8 JSON text holding an object.
 * - `NOT_VRM`: valid glTF, but neither `extensions.VRM` (0.x) nor `extensions.VRMC_vrm` (1.0).
 */
export type VrmFormatErrorCode =
  | 'NOT_GLB'
  | 'UNSUPPORTED_VERSION'
  | 'LENGTH_MISMATCH'
  | 'CHUNK_OVERRUN'
  | 'MISSING_JSON_CHUNK'
  | 'INVALID_JSON'
  | 'NOT_VRM';

/**
 * Error thrown by `readGlb` / `readVrm` for a file that is not a readable VRM. `message` is one
 * sentence an uploader understands, naming the problem (and the numbers that disagree); `code` is
 * stable for programs; `cause` is the lower-level error (a `SyntaxError` from JSON …) if any.
 */
export class VrmFormatError extends Error {
  override readonly name = 'VrmFormatError';
  readonly code: VrmFormatErrorCode;

  constructor(code: VrmFormatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
