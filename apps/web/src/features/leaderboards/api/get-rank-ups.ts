import type { RankUp } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { leaderboardProfileKeys } from './keys.ts';

/** The ranking list a rank-up search looks at: mode 0–1, difficulty 0–4, modifiers 0 or −1 (combined). */
export interface RankUpParams {
  mode: number;
  difficulty: number;
  modifiers: number;
}

/**
 * `GET /api/leaderboard-profiles/{id}/rank-ups?mode&difficulty&modifiers`: the leaderboards where
 * the smallest score gain moves the profile furthest in that ranking list, best first.
 * @throws ApiError on failure (404 no such profile)
 */
export function getRankUps(id: number, params: RankUpParams, signal?: AbortSignal): Promise<RankUp[]> {
  return api.request<RankUp[]>(`/api/leaderboard-profiles/${id}/rank-ups`, { query: { ...params }, signal });
}

/** Query options keyed `leaderboardProfileKeys.rankUps(id, params)`. */
export function getRankUpsQueryOptions(id: number, params: RankUpParams) {
  return queryOptions({
    queryKey: leaderboardProfileKeys.rankUps(id, params),
    queryFn: ({ signal }) => getRankUps(id, params, signal),
  });
}

/** Rank-up suggestions for one profile and ranking list. */
export function useRankUps(id: number, params: RankUpParams) {
  return useQuery(getRankUpsQueryOptions(id, params));
}
