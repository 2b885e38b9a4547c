import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginSchema } from '@synthhub/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLogin } from '../api/login.ts';

/** The "Sign in" form: username or e-mail plus password; server errors shown above the button. */
export function LoginForm() {
  const loginMutation = useLogin();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label="Sign in"
      onSubmit={handleSubmit((values) => loginMutation.mutate(values))}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username or e-mail"
        autoComplete="username"
        autoFocus
        fullWidth
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        fullWidth
      />
      <ErrorAlert error={loginMutation.error} />
      <Button type="submit" variant="contained" size="large" loading={loginMutation.isPending}>
        Sign in
      </Button>
    </Stack>
  );
}
