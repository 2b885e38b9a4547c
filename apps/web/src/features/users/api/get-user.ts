import type { UserPage } from '@synthhub/shared/users/users.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from './keys.ts';

/**
 * `GET /api/users/{ref}`: a public profile by username (case-insensitive) or id, with the
 * country and the leaderboard profile (docs/decisions/0054).
 * @throws ApiError (404 with "No user is called …") on failure
 */
export function getUser(ref: string, signal?: AbortSignal) {
  return api.request<{ user: UserPage }>(`/api/users/${encodeURIComponent(ref)}`, { signal });
}

/** Query options keyed `userKeys.detail(ref)` (case-insensitive). */
export function getUserQueryOptions(ref: string) {
  return queryOptions({
    queryKey: userKeys.detail(ref),
    queryFn: ({ signal }) => getUser(ref, signal),
  });
}

/** One user's public profile. */
export function useUser(ref: string) {
  return useQuery(getUserQueryOptions(ref));
}
