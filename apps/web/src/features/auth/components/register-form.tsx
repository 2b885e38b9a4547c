import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@synthhub/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { useRegister } from '../api/register.ts';
import { AuthForm } from './auth-form.tsx';

/** The "Create account" form: username, e-mail and password, checked by the shared schema. */
export function RegisterForm() {
  const registerMutation = useRegister();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  return (
    <AuthForm
      label="Create account"
      onSubmit={handleSubmit((values) => registerMutation.mutate(values))}
      control={control}
      fields={[
        { name: 'username', label: 'Username', autoComplete: 'username' },
        { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
        { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
      ]}
      mutation={registerMutation}
      submitLabel="Create account"
    />
  );
}
