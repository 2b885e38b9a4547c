import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';

/** What the browser keeps of a sign-in: the access token, the refresh token and the user. */
export type Session = SessionResponse;

/** Holds the current session, persists it, and tells subscribers when it changes. */
export interface SessionStore {
  get(): Session | null;
  /** Replaces the session (null signs out) and notifies subscribers. */
  set(session: Session | null): void;
  /** Re-reads the persisted session (another tab may have rotated the tokens). */
  reload(): Session | null;
  subscribe(listener: () => void): () => void;
}

/** The localStorage key of the session. */
export const SESSION_STORAGE_KEY = 'synthhub.session';

/**
 * A session store backed by `storage` (localStorage in the browser; passed in so tests can hand in
 * their own). Changes made by other tabs arrive through the `storage` event when `win` is given.
 */
export function createSessionStore(
  storage: Storage | null,
  win?: Pick<Window, 'addEventListener'>,
): SessionStore {
  const listeners = new Set<() => void>();
  let current = read();

  function read(): Session | null {
    try {
      const raw = storage?.getItem(SESSION_STORAGE_KEY);
      if (!raw) return null;
      const s = JSON.parse(raw) as Partial<Session>;
      return s.token && s.refresh_token && s.user ? (s as Session) : null;
    } catch {
      return null;
    }
  }
  function emit() {
    for (const l of listeners) l();
  }

  win?.addEventListener('storage', (event) => {
    if ((event as StorageEvent).key !== SESSION_STORAGE_KEY && (event as StorageEvent).key !== null) return;
    current = read();
    emit();
  });

  return {
    get: () => current,
    set(session) {
      current = session;
      try {
        if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
        else storage?.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // Private mode or a full quota: keep the session in memory for this tab.
      }
      emit();
    },
    reload() {
      if (!storage) return current;
      const next = read();
      if (next?.token !== current?.token || next?.refresh_token !== current?.refresh_token) {
        current = next;
        emit();
      }
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's one session store, kept in localStorage. */
export const sessionStore: SessionStore = createSessionStore(
  browserStorage(),
  typeof window === 'undefined' ? undefined : window,
);
