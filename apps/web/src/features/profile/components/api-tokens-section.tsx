import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TOKEN_SCOPE_DESCRIPTIONS, TOKEN_SCOPE_LABELS } from '@synthhub/shared/auth/scopes';
import { API_TOKENS_MAX } from '@synthhub/shared/profile/profile.constants';
import type { ApiToken } from '@synthhub/shared/profile/profile.schemas';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { errorLines } from '../../../lib/api-error.ts';
import { useApiTokens, useRevokeApiToken } from '../api/api-tokens.ts';
import { CreateTokenDialog } from './create-token-dialog.tsx';
import { SettingsSection } from './settings-section.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const when = (iso: string) => dateFormat.format(new Date(iso));

/**
 * Personal API tokens (docs/decisions/0016): the live tokens with name, prefix, creation, last
 * use and what each may do (its scopes, docs/decisions/0045); Create (the secret shown once) and
 * Revoke (after a confirmation). Loading, error and empty states included.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = tokens.data?.data;

  return (
    <SettingsSection
      id="api-tokens"
      title="API tokens"
      description={`Game mods use these to submit scores as you; each does only what it was made for. At most ${API_TOKENS_MAX}; revoke one you no longer use.`}
    >
      {tokens.isPending && <Skeleton variant="rounded" height={56} aria-label="Loading API tokens" />}
      {tokens.isError && (
        <RetryAlert
          title="Could not load your API tokens"
          error={tokens.error}
          onRetry={() => tokens.refetch()}
        />
      )}
      {list && list.length === 0 && (
        <Typography color="text.secondary">You have no API tokens yet.</Typography>
      )}
      {list && list.length > 0 && (
        <List dense disablePadding aria-label="Your API tokens">
          {list.map((token) => (
            <ListItem
              key={token.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  onClick={() => setRevoking(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              }
              sx={{ pr: 10 }}
            >
              <ListItemText
                primary={token.name}
                secondary={
                  <>
                    {`${token.prefix}… · created ${when(token.created_at)} · ${
                      token.last_used_at ? `last used ${when(token.last_used_at)}` : 'never used'
                    }`}
                    <Stack
                      component="span"
                      direction="row"
                      spacing={0.5}
                      useFlexGap
                      sx={{ flexWrap: 'wrap', mt: 0.5 }}
                      aria-label={`${token.name} may`}
                    >
                      {token.scopes.map((scope) => (
                        <Chip
                          key={scope}
                          component="span"
                          size="small"
                          variant="outlined"
                          label={TOKEN_SCOPE_LABELS[scope]}
                          title={TOKEN_SCOPE_DESCRIPTIONS[scope]}
                        />
                      ))}
                    </Stack>
                  </>
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <div>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={!!list && list.length >= API_TOKENS_MAX}
        >
          Create token
        </Button>
      </div>
      <CreateTokenDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </SettingsSection>
  );
}

/** Confirms revoking `token` (null: closed); a failure keeps the dialog open with the reason. */
function RevokeTokenDialog({ token, onClose }: { token: ApiToken | null; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const { enqueueSnackbar } = useSnackbar();
  const close = () => {
    if (revoke.isPending) return;
    revoke.reset();
    onClose();
  };
  return (
    <Dialog open={!!token} onClose={close} aria-labelledby="revoke-token-title">
      <DialogTitle id="revoke-token-title">Revoke this API token?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          “{token?.name}” stops working at once; mods using it will need a new token.
        </DialogContentText>
        {revoke.isError && (
          <DialogContentText color="error" role="alert" sx={{ mt: 2 }}>
            Could not revoke the token: {errorLines(revoke.error)[0]}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={revoke.isPending} autoFocus>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={revoke.isPending}
          onClick={() =>
            token &&
            revoke.mutate(token.id, {
              onSuccess: () => {
                enqueueSnackbar('API token revoked', { variant: 'success' });
                revoke.reset();
                onClose();
              },
            })
          }
        >
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
}
