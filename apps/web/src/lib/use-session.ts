import type { SessionUser } from '@synthhub/shared/users/users.schemas';
import { useSyncExternalStore } from 'react';
import { type Session, sessionStore } from './session-store.ts';

/** The current session (null when signed out); re-renders when it changes, in any tab. */
export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** The signed-in user, or null (spec §4: "logged in or not, derived from the authenticated user"). */
export function useCurrentUser(): SessionUser | null {
  return useSession()?.user ?? null;
}

/** Whether `user` may edit something owned by `ownerId`: the owner or an admin (spec §6). */
export function canEdit(user: SessionUser | null, ownerId: number | null | undefined): boolean {
  return !!user && (user.admin || user.id === ownerId);
}
