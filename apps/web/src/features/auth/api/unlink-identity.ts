import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * `DELETE /api/user/identities/{provider}` (204).
 * @throws ApiError 409 when it is the last way in to the account, 404 when not linked
 */
export function unlinkIdentity(provider: SignInProvider): Promise<void> {
  return api.request<void>(`/api/user/identities/${provider}`, { method: 'DELETE' });
}

/** Unlinks a provider and refetches the linked accounts. */
export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.identities() }),
  });
}
