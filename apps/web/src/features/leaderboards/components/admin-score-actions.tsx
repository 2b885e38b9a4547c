import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useRemoveScore } from '../api/remove-score.ts';

/** The longest removal reason, in characters (the server's moderation reason limit). */
export const REMOVE_REASON_MAX = 500;

/** Props of {@link AdminScoreActions}. */
export interface AdminScoreActionsProps {
  /** The score to remove (`scores.id`). */
  scoreId: number;
  /** The player's name, for the button's accessible name and the dialog ("Remove Ada's score?"). */
  playerName?: string | undefined;
  /** Called once the score was removed (e.g. to drop the row at once). */
  onRemoved?: (() => void) | undefined;
}

/**
 * An admin's "Remove score" icon button for a leaderboard row (docs/decisions/0054 "Honest
 * scores"): nothing at all unless the signed-in user is an admin; else a delete icon that opens a
 * confirmation with a required reason (1–500 characters, sent to the player), then
 * `DELETE /api/admin/scores/{id}`, refreshes the competitive lists, says "Score removed." and
 * calls `onRemoved`. A refusal stays in the dialog with the server's message. Mount it in the
 * last cell of a board row: `<AdminScoreActions scoreId={row.id} playerName={name} />`.
 */
export function AdminScoreActions({ scoreId, playerName, onRemoved }: AdminScoreActionsProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const remove = useRemoveScore();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  if (user?.admin !== true) return null;

  const whose = playerName ? `${playerName}’s score` : `score ${scoreId}`;
  const trimmed = reason.trim();
  const invalid = trimmed.length === 0 || trimmed.length > REMOVE_REASON_MAX;
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setReason('');
    remove.reset();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    remove.mutate(
      { scoreId, reason: trimmed },
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          enqueueSnackbar('Score removed.', { variant: 'success' });
          onRemoved?.();
        },
      },
    );
  };
  return (
    <>
      <Tooltip title="Remove score">
        <IconButton
          size="small"
          color="error"
          aria-label={`Remove ${whose}`}
          onClick={(event) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <form onSubmit={submit}>
          <DialogTitle id={titleId}>Remove {whose}?</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              The score is deleted for good, the leaderboard and rankings are recomputed without it, and the
              player is told the reason.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              multiline
              minRows={2}
              required
              label="Reason (sent to the player)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={trimmed.length > REMOVE_REASON_MAX}
              helperText={`${trimmed.length}/${REMOVE_REASON_MAX}`}
              slotProps={{ htmlInput: { maxLength: REMOVE_REASON_MAX + 50 } }}
            />
            {remove.isError ? (
              <DialogContentText color="error" role="alert" sx={{ mt: 2 }}>
                Could not remove the score: {errorLines(remove.error)[0]}
              </DialogContentText>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              loading={remove.isPending}
              disabled={invalid}
            >
              Remove
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
