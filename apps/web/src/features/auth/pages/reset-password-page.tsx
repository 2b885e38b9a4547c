import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { resetPasswordSchema } from '@synthhub/shared/auth/password-reset.schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';

/**
 * `/user/reset-password?token=…`: the page a mailed reset link opens; sets a new password with the
 * link's token (single use, 1 h) and then points to sign in (every old session has ended).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  });
  const forgotLink = (
    <Link component={RouterLink} to={paths.user.forgotPassword.getHref()} variant="body2">
      Ask for a new link
    </Link>
  );
  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <Alert severity="error">This page needs the link from the reset e-mail. {forgotLink}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      {mutation.isSuccess ? (
        <Alert severity="success" role="status">
          {mutation.data.message}{' '}
          <Link component={RouterLink} to={paths.login.getHref()}>
            Sign in
          </Link>
        </Alert>
      ) : (
        <AuthForm
          label="Choose a new password"
          onSubmit={handleSubmit((values) => mutation.mutate(values))}
          control={control}
          fields={[
            { name: 'password', label: 'New password', type: 'password', autoComplete: 'new-password' },
          ]}
          mutation={mutation}
          submitLabel="Set password"
        >
          {mutation.isError && forgotLink}
        </AuthForm>
      )}
    </AuthCard>
  );
}
