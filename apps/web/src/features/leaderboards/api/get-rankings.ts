import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Ranking } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rankingKeys } from './keys.ts';
import { type GrammarListParams, grammarRequest } from './list-request.ts';

/**
 * `GET /api/rankings?s={"season_id":S,"mode":m,"difficulty":d,"modifiers":0|{}}&join=profile&join=profile.user&sort=rank,ASC`
 * (formats.md §6.2): one page of a ranking list; `season_id` 0 is all time, `modifiers` `{}` combined.
 * @throws ApiError on failure
 */
export function getRankings(params: GrammarListParams, signal?: AbortSignal): Promise<Paginated<Ranking>> {
  const { path, query } = grammarRequest('/api/rankings', params);
  return api.request<Paginated<Ranking>>(path, { query, signal });
}

/** Query options keyed `rankingKeys.list(params)`. */
export function getRankingsQueryOptions(params: GrammarListParams) {
  return queryOptions({
    queryKey: rankingKeys.list(params),
    queryFn: ({ signal }) => getRankings(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a ranking list. */
export function useRankings(params: GrammarListParams) {
  return useQuery(getRankingsQueryOptions(params));
}
