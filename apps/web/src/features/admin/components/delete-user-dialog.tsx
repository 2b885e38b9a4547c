import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { REASON_MAX } from './admin-action-dialog.tsx';

/** Props of {@link DeleteUserDialog}. */
export interface DeleteUserDialogProps {
  username: string;
  busy?: boolean | undefined;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/**
 * The confirmation before an admin deletes an account (docs/decisions/0016: a tombstone): the
 * admin types the username exactly, as the owner does in Profile settings, and may note a reason
 * for the audit log. Rendered open; the caller mounts it while it is wanted.
 */
export function DeleteUserDialog({ username, busy, onConfirm, onClose }: DeleteUserDialogProps) {
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const matches = typed === username;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches) onConfirm(reason.trim() || undefined);
        }}
      >
        <DialogTitle>Delete the account {username}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The account is removed: its e-mail, password, picture, sign-ins and tokens are deleted and it
            cannot be used again. Its uploads and votes stay, shown as a deleted user. This cannot be undone.
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              autoFocus
              fullWidth
              label={`Type ${username} to confirm`}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              label="Reason (for the audit log, optional)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy || !matches}>
            Delete account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
