import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { AdminActionDialog } from '../components/admin-action-dialog.tsx';
import { AuditLog } from '../components/audit-log.tsx';
import { useDeleteEvent } from './api/delete-event.ts';
import { useEventActions } from './api/event-actions.ts';
import { TALLY_REFRESH_MS, useAdminEvent } from './api/get-admin-event.ts';
import { EventCategories } from './event-categories.tsx';
import { EventForm } from './event-form.tsx';
import { VotingStateChip, formatWhen } from './voting-state.tsx';

/** A titled block of the event page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * `/admin/events/{id}` (spec §2 Admin area "events/{id}"): the event form (shared schema, publish
 * and feature switches, the voting window), voting with "Close voting" (confirmed), the categories
 * with their candidates and live tallies (refetched every 10 s), "Delete event" (confirmed) and the
 * event's audit history.
 */
export function AdminEventPage() {
  const id = Number(useParams().id);
  const event = useAdminEvent(id);
  const actions = useEventActions(id);
  const remove = useDeleteEvent();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(event.data ? `${event.data.title} · Admin` : 'Event · Admin');

  if (event.isPending) return <Skeleton variant="rounded" height={420} aria-label="Loading the event" />;
  if (event.isError)
    return (
      <RetryAlert
        title="The event could not be loaded"
        error={event.error}
        onRetry={() => void event.refetch()}
      />
    );
  const e = event.data;
  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      enqueueSnackbar(done, { variant: 'success' });
      setConfirm(null);
    } catch (error) {
      enqueueSnackbar(errorLines(error).join(' '), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Link component={RouterLink} to="/admin/events" variant="body2">
          ← All events
        </Link>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {e.title}
          </Typography>
          <VotingStateChip state={e.voting_state} />
        </Stack>
        {e.published ? (
          <Link component={RouterLink} to={paths.events.detail.getHref(e.slug)} variant="body2">
            View the public page
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Not published: only admins see it.
          </Typography>
        )}
      </Stack>

      <Section title="Details">
        <EventForm
          event={e}
          submitLabel="Save"
          onSubmit={async (fields) => {
            await actions.update(fields);
            enqueueSnackbar('Event saved', { variant: 'success' });
          }}
        />
      </Section>

      <Section title="Voting">
        <Typography sx={{ mb: 2 }}>
          {e.voting_state === 'closed'
            ? `Closed ${formatWhen(e.voting_end_date)}.`
            : `${e.voting_state === 'open' ? 'Open' : 'Opens ' + formatWhen(e.voting_start_date) + ','} until ${formatWhen(e.voting_end_date)}.`}{' '}
          {e.voter_count} {e.voter_count === 1 ? 'person has' : 'people have'} voted.
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          disabled={e.voting_state === 'closed'}
          onClick={() => setConfirm('close')}
        >
          Close voting
        </Button>
      </Section>

      <Section title="Categories and live tallies">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Tallies (Borda count) refresh every {TALLY_REFRESH_MS / 1000} seconds; the public sees results only
          once voting has closed.
        </Typography>
        <EventCategories event={e} actions={actions} />
      </Section>

      <Section title="History">
        <AuditLog fixed={{ targetKind: 'event', targetId: String(e.id) }} />
      </Section>

      <Stack direction="row">
        <Button color="error" variant="outlined" onClick={() => setConfirm('delete')}>
          Delete event
        </Button>
      </Stack>

      {confirm === 'close' ? (
        <AdminActionDialog
          title={`Close voting for "${e.title}" now?`}
          text="Votes are refused from now on and the results become public."
          confirmLabel="Close voting"
          busy={busy}
          onConfirm={() => void act(actions.close, 'Voting closed')}
          onClose={() => setConfirm(null)}
        />
      ) : null}
      {confirm === 'delete' ? (
        <AdminActionDialog
          title={`Delete "${e.title}"?`}
          text="The event, its categories and every vote in it are deleted. This cannot be undone."
          confirmLabel="Delete"
          busy={busy}
          onConfirm={() =>
            void act(async () => {
              await remove.mutateAsync(e.id);
              void navigate('/admin/events');
            }, 'Event deleted')
          }
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </Stack>
  );
}
