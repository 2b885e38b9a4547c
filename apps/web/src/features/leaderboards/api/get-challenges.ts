import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Challenge } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { challengeKeys } from './keys.ts';

/** Parameters of {@link getChallenges}: 1-based `page`, `limit` per page. */
export interface ChallengesParams {
  page: number;
  limit: number;
}

/**
 * `GET /api/challenges?page&limit`: one page of the game's timed challenges (the server's order),
 * newest first, each with its count of `leaderboards`.
 * @throws ApiError on failure
 */
export function getChallenges(params: ChallengesParams, signal?: AbortSignal): Promise<Paginated<Challenge>> {
  return api.request<Paginated<Challenge>>('/api/challenges', {
    query: { page: params.page, limit: params.limit },
    signal,
  });
}

/** Query options keyed `challengeKeys.list(params)`. */
export function getChallengesQueryOptions(params: ChallengesParams) {
  return queryOptions({
    queryKey: challengeKeys.list(params),
    queryFn: ({ signal }) => getChallenges(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of challenges. */
export function useChallenges(params: ChallengesParams) {
  return useQuery(getChallengesQueryOptions(params));
}
