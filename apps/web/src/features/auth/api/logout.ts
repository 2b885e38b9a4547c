import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * `POST /api/auth/logout` with the refresh token (204), then forgets the session. The session is
 * forgotten even when the server cannot be reached: signing out must always work on this device.
 */
export async function logout(): Promise<void> {
  const session = sessionStore.get();
  try {
    if (session) {
      await api.request<void>('/api/auth/logout', {
        method: 'POST',
        json: { refresh_token: session.refresh_token },
        anonymous: true,
      });
    }
  } catch {
    // The refresh token dies with its 30-day lifetime anyway.
  } finally {
    sessionStore.set(null);
  }
}

/** Signs out (spec §4: afterwards the caller goes to /). */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
