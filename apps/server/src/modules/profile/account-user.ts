import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { signedInUser } from '../../policies/access.ts';

/** The 403 message when an API token is used on an account-settings route. */
export const API_TOKEN_REFUSED =
  'API tokens cannot see or change account settings. Sign in on the site to do this.';

/**
 * The signed-in user of an account-settings route (`access: 'user'`), signed in with a session
 * (an access JWT). A request made with a personal API token is refused with Forbidden (403): a
 * token given to a game mod must not be able to read the e-mail, change the password, make more
 * tokens or delete the account (docs/decisions/0016).
 */
export function accountUser(request: FastifyRequest): AuthUser {
  const user = signedInUser(request);
  if (user.apiTokenId !== undefined) throw new Forbidden(API_TOKEN_REFUSED);
  return user;
}
