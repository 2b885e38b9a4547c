import FlagIcon from '@mui/icons-material/OutlinedFlag';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  REPORT_FILED_MESSAGE,
  REPORT_MESSAGE_MAX,
  type REPORT_TARGET_KINDS,
  type ReportInput,
  type ReportKind,
  reportInputSchema,
} from '@synthhub/shared/reports/reports.schemas';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../lib/api-client.ts';
import { useSession } from '../lib/use-session.ts';
import { ErrorAlert } from './error-alert.tsx';

/** What a Report action is about: the item's kind and id, and its name for the dialog's title. */
export interface ReportTarget {
  kind: (typeof REPORT_TARGET_KINDS)[number];
  id: number;
  name: string;
}

/**
 * The "Report" action of every item page (beatmap, playlist, stage, avatar, a user's profile;
 * docs/decisions/0028): opens {@link ReportDialog}.
 */
export function ReportButton({ target, size }: { target: ReportTarget; size?: 'medium' | 'large' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" size={size} startIcon={<FlagIcon />} onClick={() => setOpen(true)}>
        Report
      </Button>
      {open && <ReportDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * The report dialog: copyright or abuse, the message (20-5000 characters) and — when signed out —
 * an e-mail for the reply, checked with the server's `reportInputSchema`; sends `POST /api/reports`
 * with `target_kind`, `target_id` and this page's address as `target_url`, then shows
 * REPORT_FILED_MESSAGE. A refusal (400, 429) shows the server's message.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const signedIn = useSession() !== null;
  const ids = useId();
  const [kind, setKind] = useState<ReportKind>('abuse');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (report: ReportInput) => api.request('/api/reports', { method: 'POST', json: report }),
  });
  const submit = () => {
    const report: ReportInput = {
      kind,
      target_kind: target.kind,
      target_id: target.id,
      target_url: window.location.href.startsWith('http') ? window.location.href : undefined,
      message,
      ...(email.trim() ? { contact_email: email.trim() } : {}),
    };
    const parsed = reportInputSchema(signedIn).safeParse(report);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    send.mutate(report);
  };
  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${ids}-title`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={`${ids}-title`}>Report “{target.name}”</DialogTitle>
        <DialogContent>
          {send.isSuccess ? (
            <Alert severity="success" role="status">
              {REPORT_FILED_MESSAGE}
            </Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormControl>
                <FormLabel id={`${ids}-kind`}>What is the problem?</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`${ids}-kind`}
                  value={kind}
                  onChange={(event) => setKind(event.target.value as ReportKind)}
                >
                  <FormControlLabel value="copyright" control={<Radio />} label="Copyright" />
                  <FormControlLabel value="abuse" control={<Radio />} label="Abuse or other problem" />
                </RadioGroup>
              </FormControl>
              <TextField
                label="Message"
                required
                multiline
                minRows={4}
                autoFocus
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                error={errors.message !== undefined}
                helperText={errors.message ?? `${message.length} / ${REPORT_MESSAGE_MAX} characters`}
              />
              <TextField
                label={signedIn ? 'E-mail for our reply (optional)' : 'E-mail for our reply'}
                type="email"
                autoComplete="email"
                required={!signedIn}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.contact_email !== undefined}
                helperText={errors.contact_email}
              />
              <ErrorAlert error={send.error} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={send.isPending}>
            {send.isSuccess ? 'Close' : 'Cancel'}
          </Button>
          {!send.isSuccess && (
            <Button type="submit" variant="contained" loading={send.isPending}>
              Send report
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
