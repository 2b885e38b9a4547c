import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthUser } from '../features/auth/api/get-auth-user.ts';
import { authKeys } from '../features/auth/api/keys.ts';
import { api } from '../lib/api-client.ts';
import { jwtExpiry } from '../lib/jwt.ts';
import { sessionStore } from '../lib/session-store.ts';
import { useSession } from '../lib/use-session.ts';

/** Refresh the access token this long before it expires, in ms. */
const REFRESH_AHEAD_MS = 60_000;

/**
 * Keeps the session healthy without rendering anything:
 * - refreshes the access token a minute before it expires (spec §4: 900 s), so requests rarely
 *   meet a 401;
 * - checks the stored user against `GET /api/auth/user` once per load (admin flag, username);
 * - when the signed-in user changes, resets cached queries, since answers differ per user
 *   (unpublished beatmaps are visible to their owner only).
 */
export function SessionKeeper() {
  const session = useSession();
  const queryClient = useQueryClient();
  const authUser = useAuthUser(!!session);
  const userId = session?.user.id ?? null;
  const previousUserId = useRef(userId);

  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    const exp = jwtExpiry(token);
    if (exp === null) return;
    const delay = Math.max(0, exp * 1000 - Date.now() - REFRESH_AHEAD_MS);
    const timer = setTimeout(() => {
      api.refreshSession().catch(() => {
        // Offline: the next request retries the refresh.
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [token]);

  const fresh = authUser.data?.user;
  useEffect(() => {
    const current = sessionStore.get();
    if (
      fresh &&
      current &&
      current.user.id === fresh.id &&
      JSON.stringify(current.user) !== JSON.stringify(fresh)
    ) {
      sessionStore.set({ ...current, user: fresh });
    }
  }, [fresh]);

  useEffect(() => {
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    queryClient.removeQueries({ queryKey: authKeys.all });
    queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  }, [userId, queryClient]);

  return null;
}
