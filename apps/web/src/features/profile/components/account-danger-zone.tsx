import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useDeleteAccount, useRevokeAllSessions } from '../api/account.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * A function that goes home and resolves once the calling component has unmounted, i.e. the router
 * has really left this signed-in page: only then may the session be forgotten. `navigate` can
 * resolve while a lazy route is still loading, and a session that ends on a signed-in page makes
 * its sign-in guard send the visitor to /login instead. Stops waiting after 10 s.
 */
function useLeaveHome(): () => Promise<void> {
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(async () => {
    await navigate(paths.home.getHref());
    const deadline = Date.now() + 10_000;
    while (mounted.current && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, [navigate]);
}

/**
 * "Sign out everywhere": after a confirmation, ends every sign-in of the account (this one too),
 * then goes home signed out. Access tokens already given out still work for up to 900 s (spec §4).
 */
export function SessionsSection() {
  const [open, setOpen] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const revoke = useRevokeAllSessions(useLeaveHome());
  const close = () => !revoke.isPending && setOpen(false);
  return (
    <SettingsSection
      id="sessions"
      title="Sign out everywhere"
      description="Ends every sign-in on every device, this one included. API tokens keep working."
    >
      <div>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Sign out everywhere
        </Button>
      </div>
      <Dialog open={open} onClose={close} aria-labelledby="sign-out-everywhere-title">
        <DialogTitle id="sign-out-everywhere-title">Sign out everywhere?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Every device signed in to your account is signed out within 15 minutes, and this one at once.
          </DialogContentText>
          <ErrorAlert error={revoke.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={revoke.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => enqueueSnackbar('Signed out everywhere', { variant: 'info' }),
              })
            }
          >
            Sign out everywhere
          </Button>
        </DialogActions>
      </Dialog>
    </SettingsSection>
  );
}

/**
 * "Delete account" (docs/decisions/0016): a dialog where the user types their username (and the
 * password when the account has one); Delete stays disabled until the name matches exactly. The
 * uploads stay on the site as "deleted user". Afterwards this device is signed out and goes home.
 */
export function DeleteAccountSection({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAccount(useLeaveHome());
  const matches = typed === profile.username;
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setTyped('');
    setPassword('');
    remove.reset();
  };
  const submit = () => {
    if (!matches || (profile.has_password && !password)) return;
    remove.mutate(
      { confirm_username: typed, ...(profile.has_password ? { password } : {}) },
      { onSuccess: () => enqueueSnackbar('Your account has been deleted', { variant: 'info' }) },
    );
  };
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      description="Your sign-in, e-mail, picture and tokens are removed. Your uploads stay, shown as “deleted user”."
    >
      <div>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </div>
      <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <form
          noValidate
          aria-label="Delete account"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                This cannot be undone. Type <strong>{profile.username}</strong> to confirm.
              </DialogContentText>
              <TextField
                label="Your username"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoFocus
                fullWidth
                error={typed !== '' && !matches}
                helperText={typed !== '' && !matches ? 'Type your username exactly as shown' : ' '}
              />
              {profile.has_password && (
                <TextField
                  label="Password"
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                  fullWidth
                />
              )}
              <ErrorAlert error={remove.error} />
            </Stack>
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
              disabled={!matches || (profile.has_password && !password)}
            >
              Delete account
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </SettingsSection>
  );
}
