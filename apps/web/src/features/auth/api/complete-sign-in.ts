import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import type { CallbackResponse } from '@synthhub/shared/identities/identities.schemas';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/{provider}/callback` with the query string the provider sent the browser back
 * with (the flow's cookie goes along); answers signed_in, register or linked (docs/decisions/0015).
 * Sent with the bearer token when signed in (a link must be finished by the user who started it).
 * @throws ApiError 400 for a tampered, replayed or refused answer; 409 for a link conflict
 */
export function completeSignIn(provider: SignInProvider, query: string): Promise<CallbackResponse> {
  return api.request<CallbackResponse>(`/api/auth/${provider}/callback`, { method: 'POST', json: { query } });
}
