import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { PasswordChange } from '@synthhub/shared/profile/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';
import { profileKeys } from './keys.ts';

/**
 * `PUT /api/user/password` (200): sets a first password or changes it. Every other sign-in of the
 * account ends; the answer is this browser's new session (docs/decisions/0048).
 * @throws ApiError 403 when the current password is wrong, 400 when it is missing or the new one is too short
 */
export function changePassword(input: PasswordChange): Promise<SessionResponse> {
  return api.request<SessionResponse>('/api/user/password', { method: 'PUT', json: input });
}

/** Sets or changes the password, keeps this browser signed in with the new session, refetches the settings. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      sessionStore.set(session);
      return queryClient.invalidateQueries({ queryKey: profileKeys.settings() });
    },
  });
}
