import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Props of {@link ConfirmRemoveDialog}. */
export interface ConfirmRemoveDialogProps {
  open: boolean;
  /** What goes, e.g. "3 beatmaps". */
  what: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a bulk removal from the device (the files cannot be brought back from the site's side). */
export function ConfirmRemoveDialog({ open, what, onCancel, onConfirm }: ConfirmRemoveDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Remove {what}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The files are deleted from the device. Items on Synthhub can be installed again later.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color="error" variant="contained" onClick={onConfirm} autoFocus>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
