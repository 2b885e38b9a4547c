import { fileError } from '../../../components/file-field.tsx';
import { uploadKinds } from '../../../components/upload-dialog/upload-kinds.ts';

/** Checks the chosen beatmap file: "Required", not a `.synth`, or over `SYNTH_MAX_BYTES`; null when fine (spec §5). */
export function synthFileError(file: File | null): string | null {
  return fileError(file, uploadKinds.beatmap.rule);
}
