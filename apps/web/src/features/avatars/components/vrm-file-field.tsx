import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_EXTENSION } from '@synthhub/shared/avatars/avatars.constants';
import { avatarFileError } from '@synthhub/shared/avatars/avatars.schemas';
import { formatSize } from '@synthhub/shared/format/size';
import { useId } from 'react';

/** Props of {@link VrmFileField}. */
export interface VrmFileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Show the message in the error colour (after the user touched the field or tried to submit). */
  showError: boolean;
  disabled?: boolean;
}

/**
 * The required `.vrm` file input (spec §5 "Upload file fields": "Required"; the other checks of
 * `avatarFileError`). The native input stays in the page (visually hidden but focusable, labelled
 * "Avatar file (.vrm)") so keyboards, screen readers and tests reach it; the visible button shows
 * its focus ring.
 */
export function VrmFileField({ file, onChange, showError, disabled }: VrmFileFieldProps) {
  const id = useId();
  const error = avatarFileError(file);
  const helper = error ?? (file ? formatSize(file.size) : '');
  return (
    <FormControl error={showError && !!error} fullWidth disabled={disabled}>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        Avatar file ({AVATAR_EXTENSION})
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
            accept={AVATAR_EXTENSION}
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
