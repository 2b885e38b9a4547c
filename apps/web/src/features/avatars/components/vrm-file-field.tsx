import { AVATAR_EXTENSION, AVATAR_MAX_BYTES } from '@synthhub/shared/avatars/avatars.constants';
import { FileField, type FileFieldProps } from '../../../components/file-field.tsx';

/** The required "Avatar file (.vrm)" input of the upload page (see {@link FileField}; rules in `avatarFileError`). */
export function VrmFileField(props: Omit<FileFieldProps, 'label' | 'extension' | 'maxBytes'>) {
  return (
    <FileField label="Avatar file" extension={AVATAR_EXTENSION} maxBytes={AVATAR_MAX_BYTES} {...props} />
  );
}
