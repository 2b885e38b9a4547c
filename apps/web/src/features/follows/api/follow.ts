import type { FollowState } from '@synthhub/shared/follows/follows.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { followKeys } from './keys.ts';

const url = (ref: string) => `/api/users/${encodeURIComponent(ref)}/follow`;

/** `GET /api/users/{ref}/follow`: whether the caller follows the user, and their follower counts. */
export function getFollowState(ref: string, signal?: AbortSignal): Promise<FollowState> {
  return api.request<FollowState>(url(ref), { signal });
}

/** `PUT` (follow) or `DELETE` (unfollow) `/api/users/{ref}/follow`; answers the new state. */
export function setFollowing(ref: string, following: boolean): Promise<FollowState> {
  return api.request<FollowState>(url(ref), { method: following ? 'PUT' : 'DELETE' });
}

/** Query options keyed `followKeys.state(ref)`. */
export function followStateQueryOptions(ref: string) {
  return queryOptions({
    queryKey: followKeys.state(ref),
    queryFn: ({ signal }) => getFollowState(ref, signal),
  });
}

/** One user's follow state and counts. */
export function useFollowState(ref: string) {
  return useQuery(followStateQueryOptions(ref));
}

/** Follows or unfollows; the answer replaces the cached state. */
export function useSetFollowing(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(ref, following),
    onSuccess: (state) => queryClient.setQueryData(followKeys.state(ref), state),
  });
}
