import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorLines } from '../../../lib/api-error.ts';

/** Props of {@link DeleteReviewDialog}. */
export interface DeleteReviewDialogProps {
  open: boolean;
  pending: boolean;
  /** The failed delete, shown in the dialog, which stays open. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete your review?" with Cancel (focused first) and Delete; Escape cancels unless a delete is under way. */
export function DeleteReviewDialog({ open, pending, error, onConfirm, onClose }: DeleteReviewDialogProps) {
  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-labelledby="delete-review-title">
      <DialogTitle id="delete-review-title">Delete your review?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your review and the mapper&apos;s reply to it are removed. This cannot be undone.
        </DialogContentText>
        {error ? (
          <DialogContentText color="error" sx={{ mt: 2 }} role="alert">
            Could not delete the review: {errorLines(error)[0]}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" loading={pending} onClick={onConfirm}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
