import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { loginSchema } from '@synthhub/shared/auth/auth.schemas';
import { isSuspensionMessage } from '@synthhub/shared/auth/suspension';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorLines } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';
import { AuthForm } from './auth-form.tsx';

/**
 * The "Sign in" form: username or e-mail plus password, a "Forgot password?" link
 * (`/user/forgot-password`); server errors shown above the button — a suspended account's
 * "This account is suspended: <reason>" under the title "Account suspended"
 * (docs/decisions/0030-admin-area, "Account suspension").
 */
export function LoginForm() {
  const loginMutation = useLogin();
  const message = loginMutation.error ? errorLines(loginMutation.error)[0] : undefined;
  const suspended = message && isSuspensionMessage(message) ? message : undefined;
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  return (
    <AuthForm
      label="Sign in"
      onSubmit={handleSubmit((values) => loginMutation.mutate(values))}
      control={control}
      fields={[
        { name: 'username', label: 'Username or e-mail', autoComplete: 'username' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
      ]}
      mutation={loginMutation}
      submitLabel="Sign in"
      afterFields={
        <Link
          component={RouterLink}
          to={paths.user.forgotPassword.getHref()}
          variant="body2"
          sx={{ alignSelf: 'flex-end' }}
        >
          Forgot password?
        </Link>
      }
      errorNotice={
        suspended && (
          <Alert severity="warning" role="alert">
            <AlertTitle>Account suspended</AlertTitle>
            {suspended}
          </Alert>
        )
      }
    />
  );
}
