import { zodResolver } from '@hookform/resolvers/zod';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  MOD_TOKEN_SCOPES,
  TOKEN_SCOPE_DESCRIPTIONS,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
} from '@synthhub/shared/auth/scopes';
import { apiTokenCreateSchema } from '@synthhub/shared/profile/profile.schemas';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useCreateApiToken } from '../api/api-tokens.ts';

/** Props of {@link CreateTokenDialog}; `clipboard` is passed in so tests can hand in their own. */
export interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
}

/**
 * "Create API token": asks for a name and what the token may do (one checkbox per scope, the
 * game-mod ones ticked; docs/decisions/0045), then shows the secret once (it is never shown again)
 * with a Copy button. Closing asks nothing more: the list shows the new token by its prefix.
 */
export function CreateTokenDialog({
  open,
  onClose,
  clipboard = navigator.clipboard,
}: CreateTokenDialogProps) {
  const create = useCreateApiToken();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(apiTokenCreateSchema),
    defaultValues: { name: '', scopes: [...MOD_TOKEN_SCOPES] as TokenScope[] },
  });
  const secret = create.data?.secret;

  const handleClose = () => {
    if (create.isPending) return;
    onClose();
    reset();
    create.reset();
    setCopied(null);
  };
  const handleCopy = async () => {
    if (!secret) return;
    try {
      await clipboard?.writeText(secret);
      setCopied(clipboard ? 'yes' : 'failed');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="create-token-title" fullWidth maxWidth="sm">
      <DialogTitle id="create-token-title">{secret ? 'Your new API token' : 'Create API token'}</DialogTitle>
      {secret ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">
                Copy it now: this is the only time it is shown. Anyone holding it can do what you allowed it
                to, as you.
              </Alert>
              <TextField
                label="API token"
                value={secret}
                fullWidth
                slotProps={{
                  htmlInput: {
                    readOnly: true,
                    spellCheck: false,
                    onFocus: (e: { target: HTMLInputElement }) => e.target.select(),
                  },
                  input: {
                    sx: { fontFamily: 'monospace' },
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton aria-label="Copy token" onClick={handleCopy} edge="end">
                          <ContentCopyIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              {copied === 'yes' && <Alert severity="success">Copied to the clipboard.</Alert>}
              {copied === 'failed' && (
                <Alert severity="info">
                  Could not reach the clipboard: select the token and copy it by hand.
                </Alert>
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={handleClose} autoFocus>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit((values) =>
            create.mutate({ name: values.name, scopes: values.scopes ?? [...MOD_TOKEN_SCOPES] }),
          )}
          aria-label="Create API token"
        >
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>
                Game mods use a token to submit scores as you. Name it after where you use it.
              </DialogContentText>
              <FormTextField control={control} name="name" label="Token name" autoFocus fullWidth />
              <Controller
                control={control}
                name="scopes"
                render={({ field, fieldState }) => {
                  const chosen = field.value ?? [];
                  const toggle = (scope: TokenScope, on: boolean) =>
                    field.onChange(on ? [...chosen, scope] : chosen.filter((s) => s !== scope));
                  return (
                    <FormControl component="fieldset" error={!!fieldState.error}>
                      <FormLabel component="legend">What this token may do</FormLabel>
                      <FormGroup>
                        {TOKEN_SCOPES.map((scope) => (
                          <FormControlLabel
                            key={scope}
                            control={
                              <Checkbox
                                checked={chosen.includes(scope)}
                                onChange={(event) => toggle(scope, event.target.checked)}
                              />
                            }
                            label={`${TOKEN_SCOPE_LABELS[scope]}: ${TOKEN_SCOPE_DESCRIPTIONS[scope]}`}
                          />
                        ))}
                      </FormGroup>
                      <FormHelperText>
                        {fieldState.error?.message ??
                          'Anyone may read public pages with any token. No token can change your account settings, linked accounts or tokens, approve devices or use the admin area: for those, sign in here.'}
                      </FormHelperText>
                    </FormControl>
                  );
                }}
              />
              <ErrorAlert error={create.error} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={handleClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Create
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
