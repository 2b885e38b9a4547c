import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { UploadMode } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useUploadBeatmap } from '../api/upload-beatmap.ts';
import { SynthFileField, synthFileError } from './synth-file-field.tsx';
import { UploadModeSelect } from './upload-mode-select.tsx';

/** Why the dialog closed: the user cancelled, or the upload succeeded (and navigation began). */
export type UploadDialogCloseReason = 'cancel' | 'uploaded';

/** Props of {@link UploadBeatmapDialog}. */
export interface UploadBeatmapDialogProps {
  open: boolean;
  onClose: (reason: UploadDialogCloseReason) => void;
  /** Upload a new version of this beatmap; enables the "Alternate Version" mode. */
  beatmapId?: number | null;
}

/**
 * "Upload New Beatmap File" (spec §2, §4, §8): persistent (a backdrop click never closes it, Escape
 * only while idle), at most 600 px wide. The `.synth` file is required ("Required") and submit stays
 * blocked while it is missing. On success it closes and goes to `/beatmaps/edit/{id}`; on failure
 * the message and validation lines show inside the dialog.
 */
export function UploadBeatmapDialog({ open, onClose, beatmapId }: UploadBeatmapDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadBeatmap();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [mode, setMode] = useState<UploadMode>('default');
  const [published, setPublished] = useState(false);
  const invalid = synthFileError(file) !== null;

  const reset = () => {
    setFile(null);
    setTouched(false);
    setMode('default');
    setPublished(false);
    upload.reset();
  };

  const handleClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (upload.isPending || reason === 'backdropClick') return;
    reset();
    onClose('cancel');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || invalid || upload.isPending) return;
    upload.mutate(
      { file, mode, published, beatmapId },
      {
        onSuccess: ({ id }) => {
          enqueueSnackbar('Beatmap uploaded!', { variant: 'success' });
          reset();
          onClose('uploaded');
          navigate(paths.beatmaps.edit.getHref(id));
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>Upload New Beatmap File</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <SynthFileField
              file={file}
              onChange={(next) => {
                setFile(next);
                setTouched(true);
                upload.reset();
              }}
              showError={touched}
              disabled={upload.isPending}
            />
            <UploadModeSelect
              value={mode}
              onChange={setMode}
              beatmapId={beatmapId}
              disabled={upload.isPending}
            />
            {mode !== 'draft' && (
              <FormControlLabel
                control={<Switch checked={published} onChange={(_, checked) => setPublished(checked)} />}
                label="Published"
                disabled={upload.isPending}
              />
            )}
            <ErrorAlert error={upload.error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => handleClose(null)} disabled={upload.isPending} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={invalid} loading={upload.isPending}>
            Upload
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
