import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';

/** Props of {@link SettingsForm}. */
export interface SettingsFormProps {
  /** The form's accessible name ("Change e-mail"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The save request's error, shown above the button (null while none). */
  error: unknown;
  /** The submit button: its text, whether the save runs, whether it is off. */
  submit: { label: string; loading: boolean; disabled?: boolean };
  /** The fields. */
  children: ReactNode;
  /** Shown between the error and the button (a success line). */
  status?: ReactNode;
}

/** One form of the profile settings page: its fields, the save error, then the submit button. */
export function SettingsForm({ label, onSubmit, error, submit, children, status }: SettingsFormProps) {
  return (
    <Stack component="form" noValidate spacing={2} aria-label={label} onSubmit={onSubmit}>
      {children}
      <ErrorAlert error={error} />
      {status}
      <div>
        <Button type="submit" variant="contained" loading={submit.loading} disabled={submit.disabled}>
          {submit.label}
        </Button>
      </div>
    </Stack>
  );
}

/** The "Current password" field the e-mail and password forms ask for when the account has one. */
export function CurrentPasswordField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
}: {
  control: Control<TIn, unknown, TOut>;
}) {
  return (
    <FormTextField
      control={control}
      name={'current_password' as Path<TIn>}
      label="Current password"
      type="password"
      autoComplete="current-password"
      fullWidth
    />
  );
}
