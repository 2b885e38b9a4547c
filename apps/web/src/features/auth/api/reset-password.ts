import type { ResetPasswordInput } from '@synthhub/shared/auth/password-reset.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/reset-password`: sets a new password with the token of a mailed link; every
 * session of the account ends.
 * @throws ApiError 400 when the link is invalid, expired or already used, or the password breaks the rules
 */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return api.request<{ message: string }>('/api/auth/reset-password', {
    method: 'POST',
    json: input,
    anonymous: true,
  });
}

/** The mutation behind the reset-password form. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
