import type { Paginated } from '@synthhub/shared/api/pagination';
import type { ProfilePlay, ProfilePlaySort } from '@synthhub/shared/leaderboards/profile-story.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/** One page of a profile's plays: the order, the 1-based page and its size (1–50). */
export interface ProfilePlaysParams {
  sort: ProfilePlaySort;
  page: number;
  limit: number;
}

/**
 * `GET /api/leaderboard-profiles/{id}/plays?sort&page&limit` (docs/decisions/0054): the profile's
 * best play on each board with its rank, accuracy and ranking points, by points, accuracy or date,
 * in the list envelope (formats.md §6.1).
 * @throws ApiError 400 for a bad parameter, 404 for an unknown profile
 */
export function getProfilePlays(
  id: number,
  params: ProfilePlaysParams,
  signal?: AbortSignal,
): Promise<Paginated<ProfilePlay>> {
  return api.request<Paginated<ProfilePlay>>(`/api/leaderboard-profiles/${id}/plays`, {
    query: { ...params },
    signal,
  });
}

/** Query options keyed `leaderboardProfileKeys.plays(id, params)`; the previous page stays while the next loads. */
export function getProfilePlaysQueryOptions(id: number, params: ProfilePlaysParams) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.plays(id, params),
    queryFn: ({ signal }) => getProfilePlays(id, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a profile's plays. */
export function useProfilePlays(id: number, params: ProfilePlaysParams) {
  return useQuery(getProfilePlaysQueryOptions(id, params));
}
