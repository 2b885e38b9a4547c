import type { LeaderboardDetail } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './keys.ts';

/**
 * `GET /api/leaderboards/{id}`: one leaderboard with its beatmap and `charts` (every difficulty ×
 * mode of the same map and challenge), for the map header, the difficulty chips and the mode switch.
 * @throws ApiError 404 when there is no such leaderboard
 */
export function getLeaderboard(id: number, signal?: AbortSignal): Promise<LeaderboardDetail> {
  return api.request<LeaderboardDetail>(`/api/leaderboards/${id}`, { signal });
}

/** Query options keyed `leaderboardKeys.detail(id)`. */
export function getLeaderboardQueryOptions(id: number) {
  return queryOptions({
    queryKey: leaderboardKeys.detail(id),
    queryFn: ({ signal }) => getLeaderboard(id, signal),
  });
}

/** One leaderboard with its charts. */
export function useLeaderboard(id: number) {
  return useQuery(getLeaderboardQueryOptions(id));
}
