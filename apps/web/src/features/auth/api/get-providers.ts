import type { ProvidersResponse } from '@synthhub/shared/identities/identities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** `GET /api/auth/providers`: the third-party sign-in providers this site has settings for. */
export function getProviders(signal?: AbortSignal): Promise<ProvidersResponse> {
  return api.request<ProvidersResponse>('/api/auth/providers', { signal, anonymous: true });
}

/** Query options for the providers, keyed `authKeys.providers()`; they change only with a restart. */
export function providersQueryOptions() {
  return queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Infinity,
  });
}

/** The configured providers (empty while loading or when none are). */
export function useProviders() {
  return useQuery(providersQueryOptions());
}
