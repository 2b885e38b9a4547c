import type { IdentitiesResponse } from '@synthhub/shared/identities/identities.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/** `GET /api/user/identities`: the signed-in user's linked accounts and whether it has a password. */
export function getIdentities(signal?: AbortSignal): Promise<IdentitiesResponse> {
  return api.request<IdentitiesResponse>('/api/user/identities', { signal });
}

/** Query options for the linked accounts, keyed `authKeys.identities()`. */
export function identitiesQueryOptions() {
  return queryOptions({ queryKey: authKeys.identities(), queryFn: ({ signal }) => getIdentities(signal) });
}

/** The signed-in user's linked accounts. */
export function useIdentities() {
  return useQuery(identitiesQueryOptions());
}
