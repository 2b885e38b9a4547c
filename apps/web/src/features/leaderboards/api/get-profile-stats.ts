import type { ProfileStats } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/**
 * `GET /api/leaderboard-profiles/{id}/stats`: the profile with its user, plays, ranked maps, first
 * places, average accuracy (0–100) and every ranking list it is in.
 * @throws ApiError 404 when there is no such profile
 */
export function getProfileStats(id: number, signal?: AbortSignal): Promise<ProfileStats> {
  return api.request<ProfileStats>(`/api/leaderboard-profiles/${id}/stats`, { signal });
}

/** Query options keyed `leaderboardProfileKeys.stats(id)`. */
export function getProfileStatsQueryOptions(id: number) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.stats(id),
    queryFn: ({ signal }) => getProfileStats(id, signal),
  });
}

/** A leaderboard profile's totals. */
export function useProfileStats(id: number) {
  return useQuery(getProfileStatsQueryOptions(id));
}
