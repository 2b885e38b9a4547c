import type { RegisterInput, SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * `POST /api/auth/register`: creates the account and answers its first session (201).
 * @throws ApiError 409 when the username or e-mail is taken, 400 with validation lines on bad input
 */
export function register(input: RegisterInput): Promise<SessionResponse> {
  return api.request<SessionResponse>('/api/auth/register', { method: 'POST', json: input, anonymous: true });
}

/** Creates an account and signs in with it. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => sessionStore.set(session),
  });
}
