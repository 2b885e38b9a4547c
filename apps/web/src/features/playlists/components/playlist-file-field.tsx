import { PLAYLIST_EXTENSION, PLAYLIST_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { FileField, type FileFieldProps, fileError } from '../../../components/file-field.tsx';

const rule = { extension: PLAYLIST_EXTENSION, maxBytes: PLAYLIST_MAX_BYTES };

/** Checks the chosen playlist file: "Required", not a `.playlist`, empty, or over `PLAYLIST_MAX_BYTES`; null when fine. */
export function playlistFileError(file: File | null): string | null {
  return fileError(file, rule);
}

/** The required "Playlist file (.playlist)" input of the upload dialog (see {@link FileField}). */
export function PlaylistFileField(props: Omit<FileFieldProps, 'label' | 'extension' | 'maxBytes'>) {
  return <FileField label="Playlist file" {...rule} {...props} />;
}
