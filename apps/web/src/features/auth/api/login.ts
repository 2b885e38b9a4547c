import type { LoginInput, SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * `POST /api/auth/login` with a username (or e-mail) and password; answers the new session.
 * @throws ApiError 401 when the credentials are wrong
 */
export function login(input: LoginInput): Promise<SessionResponse> {
  return api.request<SessionResponse>('/api/auth/login', { method: 'POST', json: input, anonymous: true });
}

/** Signs in and stores the session (the tokens go to localStorage). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (session) => sessionStore.set(session),
  });
}
