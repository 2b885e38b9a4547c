import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import { PLAYLIST_EXTENSION, PLAYLIST_MAX_BYTES } from '@synthhub/shared/playlists/playlists.constants';
import { useId } from 'react';

/**
 * Checks the chosen playlist file (spec §5 "Upload file fields"): "Required" when there is none, a
 * message when it is not a `.playlist` or is over `PLAYLIST_MAX_BYTES`. Null when the file is fine.
 */
export function playlistFileError(file: File | null): string | null {
  if (!file) return 'Required';
  if (!file.name.toLowerCase().endsWith(PLAYLIST_EXTENSION)) return `Choose a ${PLAYLIST_EXTENSION} file`;
  if (file.size > PLAYLIST_MAX_BYTES) return `The file is larger than ${formatSize(PLAYLIST_MAX_BYTES)}`;
  return null;
}

/** Props of {@link PlaylistFileField}. */
export interface PlaylistFileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Show the message in the error colour (after the user touched the field). */
  showError: boolean;
  disabled?: boolean;
}

/**
 * The required `.playlist` file input, labelled "Playlist file (.playlist)". The native input stays
 * in the page (visually hidden but focusable) so keyboards, screen readers and tests reach it; the
 * visible button shows its focus ring.
 */
export function PlaylistFileField({ file, onChange, showError, disabled }: PlaylistFileFieldProps) {
  const id = useId();
  const error = playlistFileError(file);
  const helper = error ?? (file ? formatSize(file.size) : '');
  return (
    <FormControl error={showError && !!error} fullWidth disabled={disabled}>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        Playlist file ({PLAYLIST_EXTENSION})
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          component="label"
          variant="outlined"
          color={showError && error ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          tabIndex={-1}
          disabled={disabled}
          sx={{ flexShrink: 0, '&:has(input:focus-visible)': { outline: '2px solid', outlineOffset: 2 } }}
        >
          Choose file
          <input
            type="file"
            accept={PLAYLIST_EXTENSION}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-helper`}
            aria-invalid={showError && !!error}
            required
            disabled={disabled}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>
        <Typography
          variant="body2"
          noWrap
          sx={{ minWidth: 0 }}
          color={file ? 'text.primary' : 'text.secondary'}
        >
          {file?.name ?? 'No file chosen'}
        </Typography>
      </Stack>
      <FormHelperText id={`${id}-helper`}>{helper}</FormHelperText>
    </FormControl>
  );
}
