import type { PasswordChange } from '@synthhub/shared/profile/profile.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/**
 * `PUT /api/user/password` (204): sets a first password or changes it.
 * @throws ApiError 403 when the current password is wrong, 400 when it is missing or the new one is too short
 */
export function changePassword(input: PasswordChange): Promise<void> {
  return api.request<void>('/api/user/password', { method: 'PUT', json: input });
}

/** Sets or changes the password; the settings are refetched (`has_password`). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.settings() }),
  });
}
