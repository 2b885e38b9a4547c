import type { Challenge } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { challengeKeys } from './keys.ts';

/**
 * `GET /api/challenges/{id}`: one challenge (its leaderboards carry `challenge: id`).
 * @throws ApiError 404 when there is no such challenge
 */
export function getChallenge(id: number, signal?: AbortSignal): Promise<Challenge> {
  return api.request<Challenge>(`/api/challenges/${id}`, { signal });
}

/** Query options keyed `challengeKeys.detail(id)`. */
export function getChallengeQueryOptions(id: number) {
  return queryOptions({
    queryKey: challengeKeys.detail(id),
    queryFn: ({ signal }) => getChallenge(id, signal),
  });
}

/** One challenge. */
export function useChallenge(id: number) {
  return useQuery(getChallengeQueryOptions(id));
}
