import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normalizeUserCode } from '@synthhub/shared/auth/device-code.constants';
import { userCodeSchema } from '@synthhub/shared/auth/device-code.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { useApproveDeviceCode } from '../api/approve-device-code.ts';
import { useVerifyDeviceCode } from '../api/verify-device-code.ts';
import { AuthCard } from '../components/auth-card.tsx';

const codeFormSchema = z.object({ user_code: userCodeSchema });

/**
 * `/activate` (signed in; RFC 8628 `verification_uri`, docs/decisions/0018): the user types the
 * code a headset app or game mod shows (or arrives with `?user_code=` from
 * `verification_uri_complete`), sees which app asks, and approves or denies its sign-in.
 */
export function ActivatePage() {
  useDocumentTitle('Sign in a device');
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const [asked, setAsked] = useState(() => normalizeUserCode(params.get('user_code') ?? ''));
  const verify = useVerifyDeviceCode(asked);
  const decide = useApproveDeviceCode();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { user_code: params.get('user_code') ?? '' },
  });

  if (decide.isSuccess) {
    return (
      <AuthCard title="Sign in a device">
        {decide.data.status === 'approved' ? (
          <Alert severity="success" role="status">
            Done: {verify.data?.client_id ?? 'the app'} is signed in as {user?.username}. Return to your
            device, it continues in a few seconds.
          </Alert>
        ) : (
          <Alert severity="info" role="status">
            Denied: {verify.data?.client_id ?? 'the app'} was not signed in.
          </Alert>
        )}
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in a device">
      {verify.data && asked ? (
        <Stack spacing={2}>
          <Typography>
            <strong>{verify.data.client_id}</strong> asks to sign in to Synthhub as{' '}
            <strong>{user?.username}</strong> with the code <strong>{verify.data.user_code}</strong>.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Approve only if you started this on your own device just now. The app can then submit scores as
            you and read your library; it cannot change your account settings, make tokens or approve other
            devices.
          </Typography>
          <ErrorAlert error={decide.error} />
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              loading={decide.isPending && decide.variables?.approve === true}
              disabled={decide.isPending}
              onClick={() => decide.mutate({ user_code: asked, approve: true })}
            >
              Approve
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ user_code: asked, approve: false })}
            >
              Deny
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="Enter device code"
          onSubmit={handleSubmit((values) => setAsked(values.user_code))}
        >
          <Typography variant="body2" color="text.secondary">
            Enter the code your headset app or game mod shows.
          </Typography>
          <FormTextField
            control={control}
            name="user_code"
            label="Code"
            placeholder="WDJB-MJHT"
            autoComplete="off"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase', letterSpacing: '0.2em' } } }}
          />
          <ErrorAlert error={verify.error} />
          <Button type="submit" variant="contained" size="large" loading={verify.isFetching}>
            Continue
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
