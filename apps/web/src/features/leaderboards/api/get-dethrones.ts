import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Dethrone } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dethroneKeys } from './keys.ts';

/** Parameters of {@link getDethrones}: 1-based `page`, `limit` per page, optionally one profile's. */
export interface DethronesParams {
  page: number;
  limit: number;
  profileId?: number;
}

/**
 * `GET /api/dethrones?page&limit[&profile_id]`: scores that took a combined #1 from someone, newest
 * first, with the leaderboard, the score, the new and the dethroned profile.
 * @throws ApiError on failure
 */
export function getDethrones(params: DethronesParams, signal?: AbortSignal): Promise<Paginated<Dethrone>> {
  return api.request<Paginated<Dethrone>>('/api/dethrones', {
    query: { page: params.page, limit: params.limit, profile_id: params.profileId },
    signal,
  });
}

/** Query options keyed `dethroneKeys.list(params)`. */
export function getDethronesQueryOptions(params: DethronesParams) {
  return queryOptions({
    queryKey: dethroneKeys.list(params),
    queryFn: ({ signal }) => getDethrones(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of dethrones. */
export function useDethrones(params: DethronesParams) {
  return useQuery(getDethronesQueryOptions(params));
}
