import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { type FileRule, fileError } from '../../../components/file-field.tsx';

/** The extension a beatmap file must have (spec §5 "Upload file fields"). */
export const SYNTH_EXTENSION = '.synth';

/** What the beatmap upload accepts: a `.synth` up to `SYNTH_MAX_BYTES` (spec §5). */
export const SYNTH_RULE: FileRule = { extension: SYNTH_EXTENSION, maxBytes: SYNTH_MAX_BYTES };

/** Checks the chosen beatmap file: "Required", not a `.synth`, or over `SYNTH_MAX_BYTES`; null when fine. */
export function synthFileError(file: File | null): string | null {
  return fileError(file, SYNTH_RULE);
}
