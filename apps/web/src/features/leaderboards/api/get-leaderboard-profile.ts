import type { Paginated } from '@synthhub/shared/api/pagination';
import type { LeaderboardProfile } from '@synthhub/shared/leaderboards/leaderboard-profiles.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { leaderboardProfileKeys } from './keys.ts';

/**
 * One leaderboard profile with its linked user:
 * `GET /api/leaderboard-profiles?s={"id":id}&join=user&limit=1` (formats.md §6.1).
 * @throws ApiError 404 ("Leaderboard profile 5 was not found.") when there is none
 */
export async function getLeaderboardProfile(id: number, signal?: AbortSignal): Promise<LeaderboardProfile> {
  const list = await api.request<Paginated<LeaderboardProfile>>('/api/leaderboard-profiles', {
    query: { s: JSON.stringify({ id }), join: 'user', limit: 1, page: 1 },
    signal,
  });
  const profile = list.data[0];
  if (!profile) throw new ApiError(404, `Leaderboard profile ${id} was not found.`);
  return profile;
}

/** Query options keyed `leaderboardProfileKeys.detail(id)`. */
export function getLeaderboardProfileQueryOptions(id: number) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.detail(id),
    queryFn: ({ signal }) => getLeaderboardProfile(id, signal),
  });
}

/** One leaderboard profile by id. */
export function useLeaderboardProfile(id: number) {
  return useQuery(getLeaderboardProfileQueryOptions(id));
}
