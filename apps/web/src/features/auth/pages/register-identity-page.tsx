import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { USERNAME_MAX, USERNAME_MIN } from '@synthhub/shared/auth/auth.constants';
import { usernameSchema } from '@synthhub/shared/auth/auth.schemas';
import { SIGN_IN_PROVIDER_NAMES } from '@synthhub/shared/identities/identities.constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useRegisterIdentity } from '../api/register-identity.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { grantStore } from '../sign-in-grant.ts';

const formSchema = z.object({ username: usernameSchema });

/** The username rules shown under the field (usernameSchema, spec §5). */
export const USERNAME_RULES = `${USERNAME_MIN}-${USERNAME_MAX} characters: letters, digits, _, - and .`;

/**
 * `/user/register` (spec §2): a first sign-in with a third party chooses its username, prefilled
 * from the provider's name, with the rules shown; creating the account signs in and goes where
 * the sign-in started. Without a pending sign-in it opens registration: the sign-in page on its
 * "Create account" tab (username and password, or a provider), keeping `?redirect=`.
 */
export function RegisterIdentityPage() {
  useDocumentTitle('Choose your username');
  const session = useSession();
  const [pending] = useState(() => grantStore.get());
  const [params] = useSearchParams();
  const mutation = useRegisterIdentity();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { username: pending?.suggested_username ?? '' },
  });

  // Signed in (just now by this form, or already): go where the sign-in started.
  if (session) return <Navigate to={safeRedirect(pending?.redirect)} replace />;
  if (!pending) return <Navigate to={paths.login.getRegisterHref(params.get('redirect'))} replace />;

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Choose your username
        </Typography>
        <AuthForm
          label="Choose your username"
          onSubmit={handleSubmit(({ username }) =>
            mutation.mutate({ grant: pending.grant, username }, { onSuccess: () => grantStore.set(null) }),
          )}
          control={control}
          intro={
            <Typography color="text.secondary">
              You signed in with {SIGN_IN_PROVIDER_NAMES[pending.provider]} as {pending.display_name}. Pick
              the name others will see on Synthhub.
            </Typography>
          }
          fields={[
            { name: 'username', label: 'Username', autoComplete: 'username', helperText: USERNAME_RULES },
          ]}
          mutation={mutation}
          submitLabel="Create account"
        />
      </Paper>
    </Box>
  );
}
