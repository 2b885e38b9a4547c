import type { ProfileSummary } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/**
 * `GET /api/leaderboard-profiles/{id}/summary` (docs/decisions/0054): the player (picture, name,
 * country), the overall standing (null: not ranked yet) and the places gained since yesterday and
 * last week (null: no snapshot).
 * @throws ApiError 404 when there is no such profile
 */
export function getProfileSummary(id: number, signal?: AbortSignal): Promise<ProfileSummary> {
  return api.request<ProfileSummary>(`/api/leaderboard-profiles/${id}/summary`, { signal });
}

/** Query options keyed `leaderboardProfileKeys.summary(id)`. */
export function getProfileSummaryQueryOptions(id: number) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.summary(id),
    queryFn: ({ signal }) => getProfileSummary(id, signal),
  });
}

/** A leaderboard profile's header data. */
export function useProfileSummary(id: number) {
  return useQuery(getProfileSummaryQueryOptions(id));
}
