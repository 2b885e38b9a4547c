import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { RegisterIdentityInput } from '@synthhub/shared/identities/identities.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * `POST /api/auth/register-identity`: creates the account of a first third-party sign-in with the
 * chosen username and answers its first session (201).
 * @throws ApiError 409 when the username is taken, 400 for an expired or used grant
 */
export function registerIdentity(input: RegisterIdentityInput): Promise<SessionResponse> {
  return api.request<SessionResponse>('/api/auth/register-identity', {
    method: 'POST',
    json: input,
    anonymous: true,
  });
}

/** Creates the account and signs in with it. */
export function useRegisterIdentity() {
  return useMutation({
    mutationFn: registerIdentity,
    onSuccess: (session) => sessionStore.set(session),
  });
}
