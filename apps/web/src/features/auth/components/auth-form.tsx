import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';

/** One text field of an account form: its form value, visible label and browser autofill hint. */
export interface AuthFieldSpec<TIn extends FieldValues> {
  name: Path<TIn>;
  label: string;
  type?: 'email' | 'password';
  /** The autofill token (`username`, `email`, `current-password`, `new-password`). */
  autoComplete: string;
  helperText?: string;
}

/** Props of {@link AuthForm}. */
export interface AuthFormProps<TIn extends FieldValues, TOut extends FieldValues> {
  /** The form's accessible name ("Sign in", "Create account"). */
  label: string;
  /** react-hook-form's `handleSubmit(…)` of the form. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  control: Control<TIn, unknown, TOut>;
  /** The text fields in order; the first takes the focus. */
  fields: readonly AuthFieldSpec<TIn>[];
  /** The mutation the form sends: its error is shown above the button, its pending state on it. */
  mutation: { error: unknown; isPending: boolean };
  /** The submit button's text. */
  submitLabel: string;
  /** Shown before the fields (a line saying what the form is for). */
  intro?: ReactNode;
  /** Shown between the fields and the error (the "Forgot password?" link). */
  afterFields?: ReactNode;
  /** Shown instead of the mutation's error line (a suspended account's notice). */
  errorNotice?: ReactNode;
  /** Shown after the button (a link to try again another way). */
  children?: ReactNode;
}

/**
 * The body of every account form (sign in, create account, choose a username, forgot and reset
 * password; spec §2 `/login`, `/user/…`): a labelled, unvalidated-by-browser form whose fields are
 * checked by the shared zod schema (conventions.md "Habits" 2), full-width text fields with
 * visible labels and autofill hints, the server's error above a large submit button that shows
 * the request pending.
 */
export function AuthForm<TIn extends FieldValues, TOut extends FieldValues>({
  label,
  onSubmit,
  control,
  fields,
  mutation,
  submitLabel,
  intro,
  afterFields,
  errorNotice,
  children,
}: AuthFormProps<TIn, TOut>) {
  return (
    <Stack component="form" noValidate spacing={2} aria-label={label} onSubmit={onSubmit}>
      {intro}
      {fields.map((field, i) => (
        <FormTextField key={field.name} control={control} {...field} autoFocus={i === 0} fullWidth />
      ))}
      {afterFields}
      {errorNotice ?? <ErrorAlert error={mutation.error} />}
      <Button type="submit" variant="contained" size="large" loading={mutation.isPending}>
        {submitLabel}
      </Button>
      {children}
    </Stack>
  );
}
