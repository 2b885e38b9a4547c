import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { SIGN_IN_PROVIDER_NAMES } from '@synthhub/shared/identities/identities.constants';
import { API_URL } from '../../../config/env.ts';
import { useProviders } from '../api/get-providers.ts';

/**
 * "Sign in with …" buttons for the providers the site offers (spec §2 "Sign-in with a third
 * party"); nothing when none are configured. Each is a plain link to
 * `/api/auth/{provider}/start`, which sends the browser on to the provider; `redirect` is where
 * to land after signing in.
 */
export function ProviderButtons({ redirect }: { redirect: string }) {
  const { data } = useProviders();
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;
  const query = redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>or</Divider>
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="outlined"
          href={`${API_URL}/api/auth/${provider}/start${query}`}
          fullWidth
        >
          Sign in with {SIGN_IN_PROVIDER_NAMES[provider]}
        </Button>
      ))}
    </Stack>
  );
}
