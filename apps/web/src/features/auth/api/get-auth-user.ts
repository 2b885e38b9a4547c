import type { AuthUserResponse } from '@synthhub/shared/auth/auth.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './keys.ts';

/**
 * `GET /api/auth/user`: the signed-in user as the server sees them now (admin flag included).
 * @throws ApiError 401 when signed out or the refresh failed
 */
export async function getAuthUser(signal?: AbortSignal): Promise<AuthUserResponse> {
  return api.request<AuthUserResponse>('/api/auth/user', { signal });
}

/** Query options for the signed-in user, keyed `authKeys.user()`. */
export function authUserQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => getAuthUser(signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The signed-in user from the server; idle while signed out. */
export function useAuthUser(enabled: boolean) {
  return useQuery(authUserQueryOptions(enabled));
}
