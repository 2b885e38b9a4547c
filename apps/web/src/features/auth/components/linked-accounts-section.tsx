import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_IN_PROVIDER_NAMES } from '@synthhub/shared/identities/identities.constants';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useIdentities } from '../api/get-identities.ts';
import { useProviders } from '../api/get-providers.ts';
import { useLinkIdentity } from '../api/link-identity.ts';
import { useUnlinkIdentity } from '../api/unlink-identity.ts';

/**
 * "Linked accounts" of the profile settings (spec §2 /user/profile; docs/decisions/0015): each
 * provider the site offers, linked (with the provider's name for the account and Unlink) or not
 * (Link, which goes to the provider and comes back). Unlinking the last way in is refused by the
 * server (409) and its message shown here. Rendered on a signed-in page.
 */
export function LinkedAccountsSection() {
  const providers = useProviders();
  const identities = useIdentities();
  const link = useLinkIdentity();
  const unlink = useUnlinkIdentity();
  const offered = providers.data?.providers ?? [];
  const linked = identities.data?.identities ?? [];

  return (
    <Paper
      component="section"
      id="linked-accounts"
      aria-labelledby="linked-accounts-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="linked-accounts-heading" variant="h6" component="h2">
        Linked accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Sign in to Synthhub with any of these. You can unlink one as long as another way in remains.
      </Typography>
      {identities.isError && <QueryError error={identities.error} onRetry={() => identities.refetch()} />}
      {offered.length === 0 && providers.isSuccess && (
        <Typography>This site offers no third-party sign-in.</Typography>
      )}
      <List aria-label="Linked accounts">
        {offered.map((provider) => {
          const identity = linked.find((i) => i.provider === provider);
          const name = SIGN_IN_PROVIDER_NAMES[provider];
          return (
            <ListItem
              key={provider}
              aria-label={name}
              secondaryAction={
                identity ? (
                  <Button
                    color="inherit"
                    aria-label={`Unlink ${name}`}
                    loading={unlink.isPending && unlink.variables === provider}
                    onClick={() => unlink.mutate(provider)}
                  >
                    Unlink
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    aria-label={`Link ${name}`}
                    loading={link.isPending && link.variables === provider}
                    disabled={!identities.isSuccess}
                    onClick={() => link.mutate(provider)}
                  >
                    Link
                  </Button>
                )
              }
            >
              <ListItemText
                primary={name}
                secondary={identity ? `Linked as ${identity.display_name}` : 'Not linked'}
              />
            </ListItem>
          );
        })}
      </List>
      <Stack spacing={1}>
        <ErrorAlert error={unlink.error} />
        <ErrorAlert error={link.error} />
      </Stack>
    </Paper>
  );
}
