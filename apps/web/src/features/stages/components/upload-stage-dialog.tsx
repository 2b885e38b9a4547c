import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { type StageUploadStep, useUploadStage } from '../api/upload-stage.ts';
import { StagepkgFileField, stagepkgFileError } from './stagepkg-file-field.tsx';

/** The info text of the dialog, word for word (spec §2 "Upload New Stage File"). */
export const STAGE_FILES_V2_INFO = 'Stage Files V2: All new stage uploads must be in the .stagepkg format.';

const STEP_TEXT: Record<StageUploadStep, string> = {
  ticket: 'Preparing the upload…',
  sending: 'Sending the file…',
  importing: 'Reading the stage package…',
};

/** Props of {@link UploadStageDialog}. */
export interface UploadStageDialogProps {
  open: boolean;
  /** Called when the dialog closes: after Cancel, or after a successful upload (navigation began). */
  onClose: () => void;
  /** Add the package's files to this stage (its edit page) instead of making a new stage. */
  stageId?: number | null;
  /** Whether files added to `stageId` are published (new stages always start unpublished). */
  publishFiles?: boolean;
}

/**
 * "Upload New Stage File" (spec §2, §4, §7, §8): persistent (a backdrop click never closes it,
 * Escape only while idle), at most 600 px wide, with the "Stage Files V2" info text. The `.stagepkg`
 * is required ("Required") and submit stays blocked while it is missing. Upload runs the three
 * steps (signed URL); on success the dialog closes and goes to `/models/stages/edit/{id}`; on
 * failure the message and validation lines show inside the dialog.
 */
export function UploadStageDialog({
  open,
  onClose,
  stageId = null,
  publishFiles = false,
}: UploadStageDialogProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadStage();
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<StageUploadStep | null>(null);
  const invalid = stagepkgFileError(file) !== null;

  const reset = () => {
    setFile(null);
    setTouched(false);
    setStep(null);
    upload.reset();
  };

  const handleClose = (_event: unknown, reason?: 'backdropClick' | 'escapeKeyDown') => {
    if (upload.isPending || reason === 'backdropClick') return;
    reset();
    onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!file || invalid || upload.isPending) return;
    upload.mutate(
      { file, stageId, published: stageId ? publishFiles : false, onStep: setStep },
      {
        onSuccess: ({ id }) => {
          enqueueSnackbar(stageId ? 'Stage files added!' : 'Stage uploaded!', { variant: 'success' });
          reset();
          onClose();
          navigate(paths.models.stages.edit.getHref(id));
        },
        onSettled: () => setStep(null),
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
        <DialogTitle id={titleId}>Upload New Stage File</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Alert severity="info" role="note">
              {STAGE_FILES_V2_INFO}
            </Alert>
            <StagepkgFileField
              file={file}
              onChange={(next) => {
                setFile(next);
                setTouched(true);
                upload.reset();
              }}
              showError={touched}
              disabled={upload.isPending}
            />
            {upload.isPending && (
              <Box role="status" aria-live="polite">
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {step ? STEP_TEXT[step] : 'Uploading…'}
                </Typography>
                <LinearProgress aria-label="Upload progress" />
              </Box>
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
