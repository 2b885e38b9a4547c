import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import { ErrorAlert } from '../error-alert.tsx';
import { FileField } from '../file-field.tsx';
import { UploadProgress } from './upload-progress.tsx';
import {
  type UploadCloseReason,
  type UploadDialogOpenProps,
  type UploadFlowOptions,
  useUploadFlow,
} from './use-upload-flow.ts';

/** Props of {@link UploadDialog}: the kind's config plus `open`. */
export interface UploadDialogProps<TVars> extends UploadFlowOptions<TVars>, UploadDialogOpenProps {
  /** Shown above the file field (e.g. the stage dialog's "Stage Files V2" info text). */
  intro?: ReactNode;
  /** The kind's extra fields and notes, below the file field ("Upload As...", Published…). */
  children?: ReactNode;
  /** Progress text while uploading (a kind's current step); "Uploading…" when absent. */
  progressText?: string;
  /** A link at the start of the actions (e.g. "Create Empty Playlist"); `close` resets and closes. */
  secondaryAction?: (close: (reason: UploadCloseReason) => void) => ReactNode;
}

/**
 * The one upload dialog of every content kind (spec §2 "Upload dialogs", §4 "Upload dialog", §5,
 * §8): persistent and at most 600 px wide; a required file field (keyboard-reachable input, the
 * "Required" or problem line under it); the kind's fields; while submitting, a progress line and
 * the Upload button's loading state with Cancel disabled; on failure the server's message and
 * validation lines inside the dialog; on success a snackbar, then the item's edit page. Enter
 * submits, Escape cancels while idle. The state machine is {@link useUploadFlow}.
 */
export function UploadDialog<TVars>(props: UploadDialogProps<TVars>) {
  const { open, kind, intro, children, progressText, secondaryAction } = props;
  const titleId = useId();
  const flow = useUploadFlow(props);

  return (
    <Dialog
      open={open}
      onClose={flow.cancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}
    >
      <Box
        component="form"
        noValidate
        aria-label={`Upload ${kind.noun.toLowerCase()}`}
        onSubmit={flow.submit}
        sx={{ display: 'contents' }}
      >
        <DialogTitle id={titleId}>{kind.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {intro}
            <FileField
              label={`${kind.noun} file`}
              {...kind.rule}
              file={flow.file}
              onChange={flow.choose}
              showError={flow.touched}
              disabled={flow.pending}
            />
            {children}
            {flow.pending && <UploadProgress text={progressText} />}
            <ErrorAlert error={flow.error} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          {secondaryAction?.(flow.close)}
          <Button onClick={() => flow.cancel()} disabled={flow.pending} color="inherit" sx={{ ml: 'auto' }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={flow.invalid} loading={flow.pending}>
            Upload
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
