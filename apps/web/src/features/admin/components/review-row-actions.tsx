import type { AdminReview } from '@synthhub/shared/admin/reviews.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorLines } from '../../../lib/api-error.ts';
import { reviewActions } from '../api/get-admin-reviews.ts';
import { adminKeys } from '../api/keys.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';

type Action = 'hide' | 'unhide' | 'delete';

/**
 * One review's moderation buttons in the reviews grid: Hide (or Unhide) and Delete, hide and delete
 * asking for the reason the author is sent. Refreshes every admin screen afterwards.
 */
export function ReviewRowActions({
  review,
  onDeleted,
}: {
  review: AdminReview;
  /** Called after the review was deleted (the detail view leaves). */
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<Action | null>(null);
  const run = useMutation({
    mutationFn: ({ action, reason }: { action: Action; reason: string | undefined }): Promise<unknown> =>
      action === 'hide'
        ? reviewActions.hide(review.id, reason ?? '')
        : action === 'unhide'
          ? reviewActions.unhide(review.id)
          : reviewActions.remove(review.id, reason ?? ''),
    onSuccess: (_r, { action }) => {
      enqueueSnackbar(
        { hide: 'Review hidden', unhide: 'Review visible again', delete: 'Review deleted' }[action],
        {
          variant: 'success',
        },
      );
      setOpen(null);
      if (action === 'delete') onDeleted?.();
    },
    onError: (error) => enqueueSnackbar(errorLines(error)[0] ?? 'That did not work', { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  const who = `${review.user.username}'s review of ${review.beatmap.title}`;
  const stop = (action: Action) => (event: React.MouseEvent) => {
    event.stopPropagation();
    if (action === 'unhide') run.mutate({ action, reason: undefined });
    else setOpen(action);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {review.hidden_at ? (
        <Button size="small" disabled={run.isPending} onClick={stop('unhide')} aria-label={`Unhide ${who}`}>
          Unhide
        </Button>
      ) : (
        <Button size="small" disabled={run.isPending} onClick={stop('hide')} aria-label={`Hide ${who}`}>
          Hide
        </Button>
      )}
      <Button
        size="small"
        color="error"
        disabled={run.isPending}
        onClick={stop('delete')}
        aria-label={`Delete ${who}`}
      >
        Delete
      </Button>
      {open ? (
        <AdminActionDialog
          title={open === 'hide' ? `Hide ${who}?` : `Delete ${who}?`}
          text={
            open === 'hide'
              ? 'It leaves the beatmap’s reviews and counts; the author is told why.'
              : 'It is removed for good; the author is told why.'
          }
          reason
          confirmLabel={open === 'hide' ? 'Hide' : 'Delete'}
          busy={run.isPending}
          onConfirm={(reason) => run.mutate({ action: open, reason })}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
