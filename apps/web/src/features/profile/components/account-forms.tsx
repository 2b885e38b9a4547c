import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { usernameSchema } from '@synthhub/shared/auth/auth.schemas';
import { emailSchema, newPasswordSchema, type Profile } from '@synthhub/shared/profile/profile.schemas';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { CurrentPasswordField, SettingsForm } from './settings-form.tsx';
import { SettingsSection } from './settings-section.tsx';

const usernameForm = z.object({ username: usernameSchema });
const currentPassword = z.string().min(1, 'Enter your current password');

/** The username (spec §2 "/user/profile"): the shared usernameSchema rules, 409 when taken. */
export function UsernameSection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(usernameForm),
    values: { username: profile.username },
  });
  return (
    <SettingsSection
      id="username"
      title="Username"
      description="3–32 letters, digits, _, - or . — your profile moves to /profile/<new name>."
    >
      <SettingsForm
        label="Change username"
        error={save.error}
        submit={{ label: 'Save username', loading: save.isPending, disabled: !formState.isDirty }}
        onSubmit={handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => enqueueSnackbar('Username changed', { variant: 'success' }),
          }),
        )}
      >
        <FormTextField control={control} name="username" label="Username" autoComplete="username" fullWidth />
      </SettingsForm>
    </SettingsSection>
  );
}

/** The e-mail address; changing it asks for the current password when the account has one. */
export function EmailSection({ profile }: { profile: Profile }) {
  const save = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const schema = z.object({
    email: emailSchema,
    current_password: profile.has_password ? currentPassword : z.string().optional(),
  });
  const { control, handleSubmit, formState, reset } = useForm({
    resolver: zodResolver(schema),
    values: { email: profile.email ?? '', current_password: '' },
  });
  return (
    <SettingsSection
      id="email"
      title="E-mail"
      description="Where a password reset is sent. Never shown to others."
    >
      <SettingsForm
        label="Change e-mail"
        error={save.error}
        submit={{ label: 'Save e-mail', loading: save.isPending, disabled: !formState.isDirty }}
        onSubmit={handleSubmit((values) =>
          save.mutate(
            {
              email: values.email,
              ...(profile.has_password ? { current_password: values.current_password } : {}),
            },
            {
              onSuccess: (next) => {
                reset({ email: next.email ?? '', current_password: '' });
                enqueueSnackbar('E-mail changed', { variant: 'success' });
              },
            },
          ),
        )}
      >
        <FormTextField
          control={control}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="email"
          fullWidth
        />
        {profile.has_password && <CurrentPasswordField control={control} />}
      </SettingsForm>
    </SettingsSection>
  );
}

/** Sets a first password, or changes it with the current one (8–128 characters). */
export function PasswordSection({ profile }: { profile: Profile }) {
  const save = useChangePassword();
  const { enqueueSnackbar } = useSnackbar();
  const schema = z.object({
    current_password: profile.has_password ? currentPassword : z.string().optional(),
    new_password: newPasswordSchema,
  });
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '' },
  });
  return (
    <SettingsSection
      id="password"
      title="Password"
      description={
        profile.has_password
          ? 'Changing it signs out every other device; this one stays signed in.'
          : 'Your account has no password yet: set one to sign in with your username or e-mail too.'
      }
    >
      <SettingsForm
        label={profile.has_password ? 'Change password' : 'Set password'}
        error={save.error}
        submit={{ label: profile.has_password ? 'Change password' : 'Set password', loading: save.isPending }}
        status={save.isSuccess && <Alert severity="success">Your password has been saved.</Alert>}
        onSubmit={handleSubmit((values) =>
          save.mutate(
            {
              new_password: values.new_password,
              ...(profile.has_password ? { current_password: values.current_password } : {}),
            },
            {
              onSuccess: () => {
                reset();
                enqueueSnackbar(profile.has_password ? 'Password changed' : 'Password set', {
                  variant: 'success',
                });
              },
            },
          ),
        )}
      >
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={profile.username} readOnly hidden />
        {profile.has_password && <CurrentPasswordField control={control} />}
        <FormTextField
          control={control}
          name="new_password"
          label="New password"
          type="password"
          autoComplete="new-password"
          fullWidth
        />
      </SettingsForm>
    </SettingsSection>
  );
}
