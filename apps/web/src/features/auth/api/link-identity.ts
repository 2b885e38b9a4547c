import type { SignInProvider } from '@synthhub/shared/identities/identities.constants';
import type { LinkStartResponse } from '@synthhub/shared/identities/identities.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /api/user/identities/{provider}`: starts linking (the flow's cookie is set on this
 * answer) and answers the provider page to send the browser to.
 */
export function linkIdentity(provider: SignInProvider): Promise<LinkStartResponse> {
  return api.request<LinkStartResponse>(`/api/user/identities/${provider}`, { method: 'POST' });
}

/**
 * Starts linking and leaves for the provider; it comes back to `/auth/{provider}`. `navigate` is
 * passed in so tests can see the address instead of leaving the page.
 */
export function useLinkIdentity(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: linkIdentity,
    onSuccess: ({ authorize_url }) => navigate(authorize_url),
  });
}
