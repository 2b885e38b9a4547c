import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The most a moderation reason may say (the server's limit, docs/decisions/0030). */
export const REASON_MAX = 500;

/** Props of {@link AdminActionDialog}. */
export interface AdminActionDialogProps {
  /** The dialog's title, e.g. "Delete 3 beatmaps?". */
  title: string;
  /** A sentence on what happens; omitted when the title says it all. */
  text?: string | undefined;
  /** Ask for a reason (sent to the owner): required, at most {@link REASON_MAX} characters. */
  reason?: boolean | undefined;
  /** The reason field's label; "Reason (sent to the owner)" by default. */
  reasonLabel?: string | undefined;
  /** The reason may be left empty (then `onConfirm` gets undefined). */
  reasonOptional?: boolean | undefined;
  /** The confirm button's label, e.g. "Delete". */
  confirmLabel: string;
  /** Whether the action is running (buttons disabled). */
  busy?: boolean | undefined;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}

/**
 * The confirmation an admin action asks before it runs (spec §2 "Admin area"): the title, what
 * happens, and — for moderation that the owner is told about — a required reason field. Rendered
 * open; the caller mounts it while it is wanted.
 */
export function AdminActionDialog({
  title,
  text,
  reason,
  reasonLabel = 'Reason (sent to the owner)',
  reasonOptional,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: AdminActionDialogProps) {
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const invalid =
    reason === true && ((trimmed.length === 0 && !reasonOptional) || trimmed.length > REASON_MAX);
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid) onConfirm(reason && trimmed ? trimmed : undefined);
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          {text ? <DialogContentText sx={{ mb: reason ? 2 : 0 }}>{text}</DialogContentText> : null}
          {reason ? (
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              label={reasonLabel}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={trimmed.length > REASON_MAX}
              helperText={`${trimmed.length}/${REASON_MAX}`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX + 50 } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy || invalid}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
