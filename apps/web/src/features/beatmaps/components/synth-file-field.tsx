import { SYNTH_MAX_BYTES } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { FileField, type FileFieldProps, fileError } from '../../../components/file-field.tsx';

/** The extension a beatmap file must have (spec §5 "Upload file fields"). */
export const SYNTH_EXTENSION = '.synth';

const rule = { extension: SYNTH_EXTENSION, maxBytes: SYNTH_MAX_BYTES };

/** Checks the chosen beatmap file: "Required", not a `.synth`, or over `SYNTH_MAX_BYTES`; null when fine. */
export function synthFileError(file: File | null): string | null {
  return fileError(file, rule);
}

/** The required "Beatmap file (.synth)" input of the upload dialog (see {@link FileField}). */
export function SynthFileField(props: Omit<FileFieldProps, 'label' | 'extension' | 'maxBytes'>) {
  return <FileField label="Beatmap file" {...rule} {...props} />;
}
