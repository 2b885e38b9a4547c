import type { ForgotPasswordInput } from '@synthhub/shared/auth/password-reset.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/forgot-password`: asks for a reset link by e-mail. Answers 202 whether or not an
 * account has the address (it reveals none).
 * @throws ApiError 400 for a malformed address, 429 past the passwordReset limit
 */
export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/auth/forgot-password', {
    method: 'POST',
    json: input,
    anonymous: true,
  });
}

/** The mutation behind the "Forgot password?" form. */
export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
