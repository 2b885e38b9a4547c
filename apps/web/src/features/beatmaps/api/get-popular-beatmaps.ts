import type { PopularBeatmaps } from '@synthhub/shared/beatmaps/popular';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

/**
 * `GET /api/beatmaps/popular?limit=`: the beatmaps most downloaded and up-voted in the last 7 days
 * (docs/decisions/0022), best first, each with `week_downloads` and `week_votes`.
 * @throws ApiError on failure
 */
export function getPopularBeatmaps(limit: number, signal?: AbortSignal) {
  return api.request<PopularBeatmaps>('/api/beatmaps/popular', { query: { limit }, signal });
}

/** Query options keyed `beatmapKeys.popular(limit)`. */
export function getPopularBeatmapsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: beatmapKeys.popular(limit),
    queryFn: ({ signal }) => getPopularBeatmaps(limit, signal),
  });
}

/** "Popular this week": up to `limit` beatmaps. */
export function usePopularBeatmaps(limit: number) {
  return useQuery(getPopularBeatmapsQueryOptions(limit));
}
