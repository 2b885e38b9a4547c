import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  SIGN_IN_PROVIDERS,
  SIGN_IN_PROVIDER_NAMES,
  type SignInProvider,
} from '@synthhub/shared/identities/identities.constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths, safeRedirect } from '../../../config/paths.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { completeSignIn } from '../api/complete-sign-in.ts';
import { authKeys } from '../api/keys.ts';
import { grantStore } from '../sign-in-grant.ts';

const isProvider = (value: string | undefined): value is SignInProvider =>
  (SIGN_IN_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * `/auth/{provider}` (spec §2 "Sign-in with a third party"): where the provider sends the browser
 * back. It forwards the query to the API once (docs/decisions/0015), then signs in and goes on, or
 * goes to `/user/register` for a first sign-in, or back to the profile after linking. A refusal
 * (tampered, replayed, cancelled) is shown with a way back to /login.
 */
export function ProviderCallbackPage() {
  const { provider } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);
  const name = isProvider(provider) ? SIGN_IN_PROVIDER_NAMES[provider] : 'a provider';
  useDocumentTitle(`Signing in with ${name}`);

  useEffect(() => {
    // The answer is single use: a second effect run (React strict mode) must not resend it.
    if (sent.current) return;
    sent.current = true;
    if (!isProvider(provider)) {
      setError(new Error(`Unknown sign-in provider "${provider}".`));
      return;
    }
    completeSignIn(provider, window.location.search)
      .then(async (answer) => {
        if (answer.result === 'signed_in') {
          sessionStore.set(answer.session);
          navigate(safeRedirect(answer.redirect), { replace: true });
        } else if (answer.result === 'register') {
          grantStore.set({
            grant: answer.grant,
            provider: answer.provider,
            display_name: answer.display_name,
            suggested_username: answer.suggested_username,
            redirect: answer.redirect,
          });
          navigate(paths.user.register.getHref(), { replace: true });
        } else {
          await queryClient.invalidateQueries({ queryKey: authKeys.identities() });
          navigate(safeRedirect(answer.redirect), { replace: true });
        }
      })
      .catch(setError);
  }, [provider, navigate, queryClient]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, md: 6 } }}>
      <Paper sx={{ width: '100%', maxWidth: 440, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Signing in with {name}
        </Typography>
        {error ? (
          <Stack spacing={2}>
            <ErrorAlert error={error} />
            <Button component={RouterLink} to={paths.login.getHref()} variant="contained">
              Back to sign in
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>Checking your {name} account…</Typography>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
