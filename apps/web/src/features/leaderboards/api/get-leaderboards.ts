import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Leaderboard } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardKeys } from './keys.ts';
import { type GrammarListParams, grammarRequest } from './list-request.ts';

/**
 * `GET /api/leaderboards?s=…&join=beatmap&sort=…&page&limit` (formats.md §6.1, §6.2): one page of
 * leaderboards, e.g. a map's charts `{"beatmap_id":N}` or the most played (`sort=scores,DESC`).
 * @throws ApiError on failure
 */
export function getLeaderboards(
  params: GrammarListParams,
  signal?: AbortSignal,
): Promise<Paginated<Leaderboard>> {
  const { path, query } = grammarRequest('/api/leaderboards', params);
  return api.request<Paginated<Leaderboard>>(path, { query, signal });
}

/** Query options keyed `leaderboardKeys.list(params)`. */
export function getLeaderboardsQueryOptions(params: GrammarListParams) {
  return queryOptions({
    queryKey: leaderboardKeys.list(params),
    queryFn: ({ signal }) => getLeaderboards(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of leaderboards. */
export function useLeaderboards(params: GrammarListParams) {
  return useQuery(getLeaderboardsQueryOptions(params));
}

/** Every chart (difficulty × mode, challenge 0) of one beatmap, with the beatmap joined: up to 50. */
export function useBeatmapCharts(beatmapId: number) {
  return useLeaderboards({
    filter: { beatmap_id: beatmapId, challenge: 0 },
    joins: ['beatmap'],
    sort: 'id,ASC',
    page: 1,
    limit: 50,
  });
}
