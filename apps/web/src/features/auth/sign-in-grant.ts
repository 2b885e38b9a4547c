import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';

/** A first third-party sign-in waiting for its username on /user/register (docs/decisions/0015). */
export interface PendingGrant {
  grant: string;
  provider: SignInProvider;
  display_name: string;
  suggested_username: string;
  redirect: string;
}

const KEY = 'synthhub.signInGrant';

/**
 * Where the pending grant waits between `/auth/{provider}` and `/user/register`: this tab's
 * sessionStorage (it survives a reload, dies with the tab; the grant itself expires in 15 min).
 * `storage` is passed in for tests.
 */
export function createGrantStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null) {
  return {
    get(): PendingGrant | null {
      try {
        const raw = storage?.getItem(KEY);
        return raw ? (JSON.parse(raw) as PendingGrant) : null;
      } catch {
        return null;
      }
    },
    set(grant: PendingGrant | null) {
      try {
        if (grant) storage?.setItem(KEY, JSON.stringify(grant));
        else storage?.removeItem(KEY);
      } catch {
        // Storage refused (private mode): the page shows "start again".
      }
    },
  };
}

/** The app's grant store, on this tab's sessionStorage. */
export const grantStore = createGrantStore(typeof window === 'undefined' ? null : window.sessionStorage);
