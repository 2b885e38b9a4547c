import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSize } from '@synthhub/shared/format/size';
import { ruleExtensions, type UploadFileRule, uploadFileError } from '@synthhub/shared/uploads/upload-file';
import { useId } from 'react';

/** What a file field accepts (see UploadFileRule in packages/shared). */
export type FileRule = UploadFileRule;

/** Checks a chosen upload file: "Required", wrong extension, empty, or too large; null when fine (spec §5). */
export const fileError = (file: File | null, rule: FileRule): string | null => uploadFileError(file, rule);

/** Props of {@link FileField}. */
export interface FileFieldProps extends FileRule {
  /** What the file is, e.g. "Beatmap file"; the label reads "Beatmap file (.synth)" ("Mod file (.zip, .dll)"). */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Show the message in the error colour (after the user touched the field or tried to submit). */
  showError: boolean;
  disabled?: boolean;
}

/**
 * A required file input for the upload dialogs and pages. The native input stays in the page
 * (visually hidden but focusable, labelled by the field's label) so keyboards, screen readers and
 * tests reach it; the visible button shows its focus ring; the helper line shows "Required", the
 * problem, or the chosen file's size.
 */
export function FileField({
  label,
  extension,
  maxBytes,
  file,
  onChange,
  showError,
  disabled,
}: FileFieldProps) {
  const id = useId();
  const error = fileError(file, { extension, maxBytes });
  const helper = error ?? (file ? formatSize(file.size) : '');
  const extensions = ruleExtensions({ extension });
  return (
    <FormControl error={showError && !!error} fullWidth disabled={disabled}>
      <FormLabel id={`${id}-label`} sx={{ mb: 1 }}>
        {label} ({extensions.join(', ')})
      </FormLabel>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Button
          component="label"
          // no role="button" on the <label>: the input inside is the control (axe nested-interactive)
          role={undefined}
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
            accept={extensions.join(',')}
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
