import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Score } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scoreKeys } from './keys.ts';
import { type GrammarListParams, grammarRequest } from './list-request.ts';

/**
 * `GET /api/scores?s=…&join=…&sort=…&page&limit` (formats.md §6.1, §6.2): one page of scores,
 * e.g. a map's list `{"leaderboard_id":L,"modifiers":M,"rank":{"$gt":0}}` sorted `rank,ASC`, or a
 * profile's `{"profile_id":P,"rank":{"$gt":0}}` joined with `leaderboard` and `leaderboard.beatmap`.
 * @throws ApiError on failure (400 names a field the server does not filter on)
 */
export function getScores(params: GrammarListParams, signal?: AbortSignal): Promise<Paginated<Score>> {
  const { path, query } = grammarRequest('/api/scores', params);
  return api.request<Paginated<Score>>(path, { query, signal });
}

/** Query options keyed `scoreKeys.list(params)`; the previous page stays shown while the next loads. */
export function getScoresQueryOptions(params: GrammarListParams) {
  return queryOptions({
    queryKey: scoreKeys.list(params),
    queryFn: ({ signal }) => getScores(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of scores; `enabled: false` waits (e.g. until the leaderboard is known). */
export function useScores(params: GrammarListParams, enabled = true) {
  return useQuery({ ...getScoresQueryOptions(params), enabled });
}
