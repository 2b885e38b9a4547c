import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@synthhub/shared/auth/password-reset.schemas';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';

/**
 * `/user/forgot-password`: asks for a password reset link by e-mail (docs/decisions/0018). The
 * answer is the same whether or not an account has the address.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const mutation = useForgotPassword();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  return (
    <AuthCard title="Forgot your password?">
      {mutation.isSuccess ? (
        <Alert severity="success" role="status">
          {mutation.data.message} The link works once, for 1 hour.
        </Alert>
      ) : (
        <AuthForm
          label="Forgot password"
          onSubmit={handleSubmit((values) => mutation.mutate(values))}
          control={control}
          intro={
            <Typography variant="body2" color="text.secondary">
              Enter the e-mail address of your account and we will send you a link to choose a new password.
            </Typography>
          }
          fields={[{ name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' }]}
          mutation={mutation}
          submitLabel="Send reset link"
        />
      )}
      <Link
        component={RouterLink}
        to={paths.login.getHref()}
        variant="body2"
        sx={{ display: 'block', mt: 2 }}
      >
        Back to sign in
      </Link>
    </AuthCard>
  );
}
