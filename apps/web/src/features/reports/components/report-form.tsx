import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  REPORT_FILED_MESSAGE,
  REPORT_MESSAGE_MAX,
  type ReportInput,
  type ReportKind,
  reportInputSchema,
} from '@synthhub/shared/reports/reports.schemas';
import { useMemo, useRef } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useFileReport } from '../api/file-report.ts';

/** What the form holds: every field a string ('' for an empty optional one). */
interface ReportFormValues {
  kind: ReportKind;
  target_url: string;
  name: string;
  contact_email: string;
  message: string;
}

const EMPTY: ReportFormValues = {
  kind: 'copyright',
  target_url: '',
  name: '',
  contact_email: '',
  message: '',
};

/** The form's values as the API takes them: empty optional fields left out. */
export function toReportInput(values: ReportFormValues): ReportInput {
  const blank = (v: string) => (v.trim() === '' ? undefined : v);
  return {
    kind: values.kind,
    target_url: blank(values.target_url),
    name: blank(values.name),
    contact_email: blank(values.contact_email),
    message: values.message,
  };
}

/**
 * The copyright page's contact form (docs/decisions/0028): report type (copyright or abuse), the
 * link to the page concerned, name, e-mail (required when signed out: `reportInputSchema`), and the
 * message (20–5000 characters, with a counter). On success it shows REPORT_FILED_MESSAGE and
 * clears the form; a refusal shows the server's message and the lines naming each field.
 */
export function ReportForm({ signedIn }: { signedIn: boolean }) {
  const mutation = useFileReport();
  const success = useRef<HTMLDivElement>(null);
  const resolver = useMemo<Resolver<ReportFormValues>>(() => {
    const check = zodResolver(reportInputSchema(signedIn));
    return async (values, context, options) => {
      const result = await check(toReportInput(values), context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors }
        : { values, errors: {} };
    };
  }, [signedIn]);
  const { control, handleSubmit, reset } = useForm<ReportFormValues>({ resolver, defaultValues: EMPTY });
  const message = useWatch({ control, name: 'message' });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(toReportInput(values), {
      onSuccess: () => {
        reset(EMPTY);
        // Move focus to the confirmation so keyboard and screen-reader users hear it.
        requestAnimationFrame(() => success.current?.focus());
      },
    }),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Report a copyright or abuse problem"
      onSubmit={onSubmit}
    >
      {mutation.isSuccess && (
        <Alert severity="success" ref={success} tabIndex={-1} role="status">
          {REPORT_FILED_MESSAGE}
        </Alert>
      )}
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="report-kind-label">What is the problem?</FormLabel>
            <RadioGroup row aria-labelledby="report-kind-label" {...field}>
              <FormControlLabel value="copyright" control={<Radio />} label="Copyright (takedown request)" />
              <FormControlLabel value="abuse" control={<Radio />} label="Abuse or other problem" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="target_url"
        label="Link to the page on Synthhub"
        placeholder="https://…/beatmaps/123"
        type="url"
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="name"
        label="Your name (optional)"
        autoComplete="name"
        fullWidth
      />
      <FormTextField
        control={control}
        name="contact_email"
        label={signedIn ? 'E-mail for our reply (optional)' : 'E-mail for our reply'}
        type="email"
        autoComplete="email"
        required={!signedIn}
        fullWidth
      />
      <FormTextField
        control={control}
        name="message"
        label="Message"
        multiline
        minRows={5}
        required
        fullWidth
        helperText={`${message.length} / ${REPORT_MESSAGE_MAX} characters. Describe what you own and what should be removed.`}
      />
      <ErrorAlert error={mutation.error} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={mutation.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send report
      </Button>
    </Stack>
  );
}
