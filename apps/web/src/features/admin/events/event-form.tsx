import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { EventSummary } from '@synthhub/shared/events/events.schemas';
import { type EventInput, eventInputSchema } from '@synthhub/shared/events/events.schemas';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormSwitch } from '../../../components/form-switch.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import type { EventFields } from './api/create-event.ts';

/** What the form holds: the event's fields, the dates as `datetime-local` text (the admin's time zone). */
export interface EventFormValues {
  title: string;
  slug: string;
  description: string;
  published: boolean;
  featured: boolean;
  voting_start_date: string;
  voting_end_date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` value in the browser's time zone (`2026-11-26T14:05`). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form's values for an event, or blank ones for a new event (voting from now for 30 days). */
export function eventFormValues(event?: EventSummary, now = new Date()): EventFormValues {
  if (event)
    return {
      title: event.title,
      slug: event.slug,
      description: event.description,
      published: event.published,
      featured: event.featured,
      voting_start_date: toLocalInput(event.voting_start_date),
      voting_end_date: toLocalInput(event.voting_end_date),
    };
  const start = new Date(now);
  start.setSeconds(0, 0);
  return {
    title: '',
    slug: '',
    description: '',
    published: false,
    featured: false,
    voting_start_date: toLocalInput(start.toISOString()),
    voting_end_date: toLocalInput(new Date(+start + 30 * 86_400_000).toISOString()),
  };
}

/** Props of {@link EventForm}. */
export interface EventFormProps {
  /** The event to edit; a blank form without. Its changes reset the form while it is untouched. */
  event?: EventSummary | undefined;
  submitLabel: string;
  /** Saves the checked fields (dates as ISO); a rejected promise's error is shown in the form. */
  onSubmit: (fields: EventFields) => Promise<unknown>;
}

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The event form of `/admin/events/new` and `/admin/events/{id}` (spec §2 Admin area; spec §5 rules):
 * title, slug, description, the Published and Featured switches and the voting window as
 * `datetime-local` fields in the admin's time zone. Validated by the shared `eventInputSchema`
 * (react-hook-form + zodResolver), so the messages are the server's ("Title must be 4-120
 * characters", the slug pattern, "Voting must end after it starts"). A taken slug (409) is shown on
 * the slug field; other refusals above the buttons.
 */
export function EventForm({ event, submitLabel, onSubmit }: EventFormProps) {
  const { control, handleSubmit, reset, setError, formState } = useForm<
    EventInput,
    unknown,
    ReturnType<typeof eventInputSchema.parse>
  >({
    resolver: zodResolver(eventInputSchema),
    defaultValues: eventFormValues(event),
    mode: 'onTouched',
  });
  useEffect(() => {
    if (event && !formState.isDirty) reset(eventFormValues(event));
  }, [event, formState.isDirty, reset]);

  const [serverError, setServerError] = useState<unknown>(null);
  const submit = handleSubmit(async (e) => {
    setServerError(null);
    const fields: EventFields = {
      title: e.title,
      slug: e.slug,
      description: e.description,
      published: e.published,
      featured: e.featured,
      voting_start_date: e.voting_start_date.toISOString(),
      voting_end_date: e.voting_end_date.toISOString(),
    };
    try {
      await onSubmit(fields);
      reset(eventFormValues({ ...fields, id: 0, voting_state: 'open' }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setError('slug', { message: error.message });
      else setServerError(error);
    }
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Event">
      <FormTextField control={control} name="title" label="Title" required fullWidth />
      <FormTextField
        control={control}
        name="slug"
        label="Slug"
        required
        fullWidth
        helperText="Lowercase letters and digits, with single hyphens: best-of-2026"
      />
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={3}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="voting_start_date"
          label="Voting opens"
          type="datetime-local"
          required
          fullWidth
          helperText={`Your time zone (${ZONE})`}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="voting_end_date"
          label="Voting closes"
          type="datetime-local"
          required
          fullWidth
          helperText="Both ends included"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormSwitch control={control} name="published" label="Published" />
        <FormSwitch control={control} name="featured" label="Featured" />
      </Stack>
      <ErrorAlert error={serverError} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
        {event ? (
          <Button onClick={() => reset(eventFormValues(event))} disabled={!formState.isDirty} color="inherit">
            Discard changes
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
