import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { registerSchema } from '@synthhub/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useRegister } from '../api/register.ts';

/** The "Create account" form: username, e-mail and password, checked by the shared schema. */
export function RegisterForm() {
  const registerMutation = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Create account"
      onSubmit={handleSubmit((values) => registerMutation.mutate(values))}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        autoFocus
        fullWidth
      />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        autoComplete="email"
        fullWidth
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        fullWidth
      />
      <ErrorAlert error={registerMutation.error} />
      <Button type="submit" variant="contained" size="large" loading={registerMutation.isPending}>
        Create account
      </Button>
    </Stack>
  );
}
