import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import type { CredentialKind } from '@synthhub/shared/auth/scopes';
import type { SessionUser } from '@synthhub/shared/users/users.schemas';
import { presentSessionUser, type UserRow } from '../users/index.ts';
import type { Session } from './auth.service.ts';

/**
 * A session as register, login and refresh answer it (spec §3 "Session response"):
 * `{token, refresh_token, user}` with the user as a SessionUser, whose `email` is null for a
 * device-code sign-in (it may not read account settings; docs/decisions/0045).
 */
export function presentSession(session: Session): SessionResponse {
  return {
    token: session.token,
    refresh_token: session.refreshToken,
    user: presentUserFor(session.credential, session.user),
  };
}

/**
 * The signed-in user as a credential of this kind may see it (docs/decisions/0045): the
 * SessionUser, with `email` only for an interactive session — an API token or a device sign-in
 * reads who it acts for, not the account's settings.
 */
export function presentUserFor(credential: CredentialKind, row: UserRow): SessionUser {
  const user = presentSessionUser(row);
  return credential === 'session' ? user : { ...user, email: null };
}
