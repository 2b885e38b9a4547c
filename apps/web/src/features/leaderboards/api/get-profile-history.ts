import type { RankHistoryPoint } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/**
 * `GET /api/leaderboard-profiles/{id}/history?days=N` (docs/decisions/0054 "Snapshots"): the
 * profile's daily overall rank, country rank, points and accuracy (0–100) of the last `days` days
 * (1–365), oldest first; empty before the first daily snapshot.
 * @throws ApiError 400 for `days` outside 1–365, 404 for an unknown profile
 */
export function getProfileHistory(
  id: number,
  days: number,
  signal?: AbortSignal,
): Promise<RankHistoryPoint[]> {
  return api.request<RankHistoryPoint[]>(`/api/leaderboard-profiles/${id}/history`, {
    query: { days },
    signal,
  });
}

/** Query options keyed `leaderboardProfileKeys.history(id, days)`. */
export function getProfileHistoryQueryOptions(id: number, days: number) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.history(id, days),
    queryFn: ({ signal }) => getProfileHistory(id, days, signal),
  });
}

/** A profile's rank history. */
export function useProfileHistory(id: number, days: number) {
  return useQuery(getProfileHistoryQueryOptions(id, days));
}
