import type { AccountDeletion } from '@synthhub/shared/profile/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * `POST /api/user/sessions/revoke-all`: ends every sign-in of the account, this one included
 * (access tokens already given out still work until they expire, at most 900 s; spec §4).
 */
export function revokeAllSessions(): Promise<{ revoked: number }> {
  return api.request<{ revoked: number }>('/api/user/sessions/revoke-all', { method: 'POST' });
}

/**
 * `DELETE /api/user` (204): deletes the account; its uploads stay, shown as "deleted user".
 * @throws ApiError 400 when the typed username does not match, 403 when the password is wrong
 */
export function deleteAccount(input: AccountDeletion): Promise<void> {
  return api.request<void>('/api/user', { method: 'DELETE', json: input });
}

/**
 * Runs `call`, then goes home (`leave`) and only then forgets this device's session: a signed-in
 * page left behind would otherwise bounce to /login when the session ends (spec §4: after logout
 * it goes to /).
 */
async function thenSignOut<T>(call: () => Promise<T>, leave: () => Promise<void> | void): Promise<T> {
  const result = await call();
  await leave();
  sessionStore.set(null);
  return result;
}

/** Signs out everywhere, then leaves with `leave` and signs this device out. */
export function useRevokeAllSessions(leave: () => Promise<void> | void) {
  return useMutation({ mutationFn: () => thenSignOut(revokeAllSessions, leave) });
}

/** Deletes the account, then leaves with `leave` and signs this device out. */
export function useDeleteAccount(leave: () => Promise<void> | void) {
  return useMutation({
    mutationFn: (input: AccountDeletion) => thenSignOut(() => deleteAccount(input), leave),
  });
}
