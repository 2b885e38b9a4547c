import { STAGEPKG_EXTENSION, STAGEPKG_MAX_BYTES } from '@synthhub/shared/stages/stages.constants';
import { FileField, type FileFieldProps, fileError } from '../../../components/file-field.tsx';

const rule = { extension: STAGEPKG_EXTENSION, maxBytes: STAGEPKG_MAX_BYTES };

/** Checks the chosen stage package: "Required", not a `.stagepkg`, empty, or over `STAGEPKG_MAX_BYTES`; null when fine. */
export function stagepkgFileError(file: File | null): string | null {
  return fileError(file, rule);
}

/** The required "Stage file (.stagepkg)" input of the upload dialog (see {@link FileField}). */
export function StagepkgFileField(props: Omit<FileFieldProps, 'label' | 'extension' | 'maxBytes'>) {
  return <FileField label="Stage file" {...rule} {...props} />;
}
