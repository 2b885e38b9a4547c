import { MOD_FILE_EXTENSIONS, MOD_FILE_MAX_BYTES } from '@synthhub/shared/mods/mods.constants';
import { FileField, fileError, type FileFieldProps } from '../../../components/file-field.tsx';

/** The rule of a mod version's file (the mods contract): `.zip` or `.dll`, at most MOD_FILE_MAX_BYTES. */
const MOD_FILE_RULE = { extension: MOD_FILE_EXTENSIONS, maxBytes: MOD_FILE_MAX_BYTES };

/**
 * Checks a chosen mod file (spec §5 "Upload file fields" with the mods contract): "Required", not a
 * `.zip` or `.dll`, empty, or over MOD_FILE_MAX_BYTES; null when fine.
 */
export const modFileError = (file: File | null): string | null => fileError(file, MOD_FILE_RULE);

/** Props of {@link ModFileField}: FileField's, less the label and rule it fixes. */
export type ModFileFieldProps = Omit<FileFieldProps, 'label' | 'extension' | 'maxBytes'>;

/** The required "Mod file (.zip, .dll)" input of the version upload: a {@link FileField}. */
export function ModFileField(props: ModFileFieldProps) {
  return <FileField label="Mod file" {...MOD_FILE_RULE} {...props} />;
}
