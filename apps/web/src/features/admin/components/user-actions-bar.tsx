import type { AdminUser } from '@synthhub/shared/admin/users.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorLines } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { userActions } from '../api/user-actions.ts';
import { adminKeys } from '../api/keys.ts';
import { AdminActionDialog } from './admin-action-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';

type Dialog = 'grant' | 'revoke' | 'suspend' | 'unsuspend' | 'delete' | null;

/**
 * The actions on one account at /admin/users/{id} (spec §2 "Admin area" users): grant or revoke
 * the admin role, suspend (with a reason, sent to the person) or unsuspend, delete (typing the
 * username). Each asks first; afterwards every admin screen is refreshed. On the admin's own
 * account, revoke, suspend and delete are off (the server refuses them too).
 */
export function UserActionsBar({ user }: { user: AdminUser }) {
  const me = useCurrentUser();
  const self = me?.id === user.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState<Dialog>(null);
  const run = useMutation({
    mutationFn: async ({ action, reason }: { action: Exclude<Dialog, null>; reason: string | undefined }) => {
      if (action === 'grant' || action === 'revoke') await userActions.setAdmin(user.id, action === 'grant');
      else if (action === 'suspend') await userActions.suspend(user.id, reason ?? '');
      else if (action === 'unsuspend') await userActions.unsuspend(user.id);
      else await userActions.remove(user.id, reason);
    },
    onSuccess: (_r, { action }) => {
      const done = {
        grant: `${user.username} is now an admin`,
        revoke: `${user.username} is no longer an admin`,
        suspend: `${user.username} is suspended`,
        unsuspend: `${user.username} can sign in again`,
        delete: `${user.username} was deleted`,
      }[action];
      enqueueSnackbar(done, { variant: 'success' });
      setOpen(null);
      if (action === 'delete') void navigate('/admin/users');
    },
    onError: (error) => enqueueSnackbar(errorLines(error)[0] ?? 'That did not work', { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  if (user.deleted_at) return null;
  const act = (action: Exclude<Dialog, null>, reason?: string) => run.mutate({ action, reason });
  const busy = run.isPending;
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        role="toolbar"
        aria-label="Account actions"
      >
        {user.admin ? (
          <Button variant="outlined" disabled={self || busy} onClick={() => setOpen('revoke')}>
            Revoke admin
          </Button>
        ) : (
          <Button variant="outlined" disabled={busy} onClick={() => setOpen('grant')}>
            Make admin
          </Button>
        )}
        {user.suspended_at ? (
          <Button variant="outlined" disabled={busy} onClick={() => setOpen('unsuspend')}>
            Unsuspend
          </Button>
        ) : (
          <Button
            variant="outlined"
            color="warning"
            disabled={self || busy}
            onClick={() => setOpen('suspend')}
          >
            Suspend
          </Button>
        )}
        <Button variant="outlined" color="error" disabled={self || busy} onClick={() => setOpen('delete')}>
          Delete account
        </Button>
      </Stack>
      {self ? (
        <Typography variant="body2" color="text.secondary">
          This is your account: another admin has to revoke, suspend or delete it.
        </Typography>
      ) : null}
      {open === 'grant' || open === 'revoke' || open === 'unsuspend' ? (
        <AdminActionDialog
          title={
            open === 'grant'
              ? `Make ${user.username} an admin?`
              : open === 'revoke'
                ? `Revoke the admin role of ${user.username}?`
                : `Unsuspend ${user.username}?`
          }
          text={
            open === 'grant'
              ? 'They can then see and change everything in the admin area.'
              : open === 'revoke'
                ? 'They lose access to the admin area at once.'
                : 'They can sign in again.'
          }
          confirmLabel={open === 'grant' ? 'Make admin' : open === 'revoke' ? 'Revoke' : 'Unsuspend'}
          busy={busy}
          onConfirm={() => act(open)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'suspend' ? (
        <AdminActionDialog
          title={`Suspend ${user.username}?`}
          text="They are signed out everywhere and cannot sign in; they see the reason when they try."
          reason
          confirmLabel="Suspend"
          busy={busy}
          onConfirm={(reason) => act('suspend', reason)}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open === 'delete' ? (
        <DeleteUserDialog
          username={user.username}
          busy={busy}
          onConfirm={(reason) => act('delete', reason)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
