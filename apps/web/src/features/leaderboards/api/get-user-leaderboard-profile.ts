import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/**
 * The leaderboard profile a site user posts scores under, or null when they have none yet:
 * `GET /api/leaderboard-profiles?s={"user_id":userId}&limit=1&page=1` (formats.md §6.1).
 * @throws ApiError on failure
 */
export async function getUserLeaderboardProfile(
  userId: number,
  signal?: AbortSignal,
): Promise<LeaderboardProfile | null> {
  const list = await api.request<Paginated<LeaderboardProfile>>('/api/leaderboard-profiles', {
    query: { s: JSON.stringify({ user_id: userId }), limit: 1, page: 1 },
    signal,
  });
  return list.data[0] ?? null;
}

/** Query options keyed `leaderboardProfileKeys.ofUser(userId)`. */
export function getUserLeaderboardProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserLeaderboardProfile(userId, signal),
  });
}

/** A user's leaderboard profile (null when none). */
export function useUserLeaderboardProfile(userId: number) {
  return useQuery(getUserLeaderboardProfileQueryOptions(userId));
}
