import type { CallbackResponse, Identity } from '@synthhub/shared/identities/identities.schemas';
import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import type { UserIdentityRow } from '../../db/schema/identities.ts';
import { presentSession } from '../auth/index.ts';
import type { CallbackOutcome } from './identities.service.ts';

/** A linked identity as the API shows it to its owner (never the provider's account id). */
export function presentIdentity(row: UserIdentityRow): Identity {
  return {
    provider: row.provider as SignInProvider,
    display_name: row.displayName,
    created_at: row.createdAt.toISOString(),
  };
}

/** The callback's answer (callbackResponseSchema) from the service's outcome. */
export function presentCallback(outcome: CallbackOutcome): CallbackResponse {
  switch (outcome.result) {
    case 'signed_in':
      return { result: 'signed_in', redirect: outcome.redirect, session: presentSession(outcome.session) };
    case 'linked':
      return { result: 'linked', redirect: outcome.redirect, identity: presentIdentity(outcome.identity) };
    case 'register':
      return {
        result: 'register',
        redirect: outcome.redirect,
        grant: outcome.grant,
        provider: outcome.provider,
        display_name: outcome.displayName,
        suggested_username: outcome.suggestedUsername,
      };
  }
}
