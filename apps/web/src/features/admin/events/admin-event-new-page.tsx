import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useCreateEvent } from './api/create-event.ts';
import { EventForm } from './event-form.tsx';

/**
 * `/admin/events/new` (spec §2 Admin area "events/{id?}" without an id): the event form; once
 * created, the event's page, where categories and candidates are added.
 */
export function AdminEventNewPage() {
  useDocumentTitle('New event · Admin');
  const create = useCreateEvent();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        New event
      </Typography>
      <Typography color="text.secondary">
        Add the categories and their candidate beatmaps on the next page.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <EventForm
          submitLabel="Create event"
          onSubmit={async (fields) => {
            const created = await create.mutateAsync(fields);
            enqueueSnackbar('Event created', { variant: 'success' });
            void navigate(`/admin/events/${created.id}`);
          }}
        />
      </Paper>
    </Stack>
  );
}
