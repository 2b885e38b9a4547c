import type { SessionResponse } from '@synthhub/shared/auth/auth.schemas';
import { presentSessionUser } from '../users/index.ts';
import type { Session } from './auth.service.ts';

/**
 * A session as register, login and refresh answer it (spec §3 "Session response"):
 * `{token, refresh_token, user}` with the user as a SessionUser (includes `email`).
 */
export function presentSession(session: Session): SessionResponse {
  return {
    token: session.token,
    refresh_token: session.refreshToken,
    user: presentSessionUser(session.user),
  };
}
