import type { HeldScore } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { scoreKeys } from './keys.ts';

/**
 * `GET /api/scores/held` (docs/decisions/0054 "Honest scores"): the signed-in player's own scores
 * held for review, newest first (at most 50).
 * @throws ApiError 401 when signed out
 */
export function getHeldScores(signal?: AbortSignal): Promise<HeldScore[]> {
  return api.request<HeldScore[]>('/api/scores/held', { signal });
}

/** Query options keyed `scoreKeys.held()`; `enabled` false skips the request (not the owner). */
export function getHeldScoresQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: scoreKeys.held(),
    queryFn: ({ signal }) => getHeldScores(signal),
    enabled,
  });
}

/** The signed-in player's held scores, asked only when `enabled`. */
export function useHeldScores(enabled: boolean) {
  return useQuery(getHeldScoresQueryOptions(enabled));
}
