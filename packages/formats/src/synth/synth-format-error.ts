import type { ArchiveErrorCode } from '../zip/archive-error.ts';
import { ArchiveError } from '../zip/archive-error.ts';

/**
 * Why a `.synth` was refused (formats.md §1.1-1.9). The zip-level codes come from `ArchiveError`;
 * the others:
 * - `MISSING_META`: no `beatmap.meta.bin` entry (§1.1, §1.9 bogus files).
 * - `LEGACY_BINARY`: a .NET BinaryFormatter file from an editor older than 1.8 (§1.9).
 * - `INVALID_JSON`: `beatmap.meta.bin` is text but not JSON.
 * - `NOT_A_BEATMAP`: JSON that is not a beatmap (no `Name`, `Track` or `BPM`, §1.3).
 * - `ENCRYPTED_NO_METADATA`: `beatmap.meta.bin` is encrypted and no usable `track.data.json` (§1.2).
 */
export type SynthFormatErrorCode =
  | ArchiveErrorCode
  | 'MISSING_META'
  | 'LEGACY_BINARY'
  | 'INVALID_JSON'
  | 'NOT_A_BEATMAP'
  | 'ENCRYPTED_NO_METADATA';

/**
 * Error thrown by `readSynth` for a file that is not a readable `.synth`. `message` is one sentence a
 * mapper understands, naming the problem; `code` is stable for programs; `cause` is the lower-level
 * error (an `ArchiveError`, a `SyntaxError` from JSON, …) when there is one.
 */
export class SynthFormatError extends Error {
  override readonly name = 'SynthFormatError';
  readonly code: SynthFormatErrorCode;

  constructor(code: SynthFormatErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/**
 * Turns an `ArchiveError` into a `SynthFormatError` with the same code and a `.synth` wording
 * (the archive's own sentence, except for `NOT_ZIP`); other errors are returned unchanged.
 */
export function toSynthFormatError(error: unknown): unknown {
  if (!(error instanceof ArchiveError)) return error;
  const message =
    error.code === 'NOT_ZIP' ? 'This file is not a .synth: it is not a zip archive.' : error.message;
  return new SynthFormatError(error.code, message, { cause: error });
}
