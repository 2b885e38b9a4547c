import type { WhatIf } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { rankingKeys } from './keys.ts';

/** A what-if question: this profile's `score` on this leaderboard with these modifiers (−1 combined). */
export interface WhatIfParams {
  profileId: number;
  leaderboardId: number;
  score: number;
  modifiers: number;
}

/**
 * `GET /api/rankings/what-if?profile_id&leaderboard_id&score&modifiers`: where the score would put
 * the profile on the leaderboard and in the current season's ranking (or all time).
 * @throws ApiError 400 naming a bad field (e.g. a score above the chart's maximum)
 */
export function getWhatIf(params: WhatIfParams, signal?: AbortSignal): Promise<WhatIf> {
  return api.request<WhatIf>('/api/rankings/what-if', {
    query: {
      profile_id: params.profileId,
      leaderboard_id: params.leaderboardId,
      score: params.score,
      modifiers: params.modifiers,
    },
    signal,
  });
}

/** Query options keyed `rankingKeys.whatIf(params)`. */
export function getWhatIfQueryOptions(params: WhatIfParams) {
  return queryOptions({
    queryKey: rankingKeys.whatIf(params),
    queryFn: ({ signal }) => getWhatIf(params, signal),
  });
}

/** The answer to a what-if question; waits while `params` is null. */
export function useWhatIf(params: WhatIfParams | null) {
  return useQuery({
    ...getWhatIfQueryOptions(params ?? { profileId: 0, leaderboardId: 0, score: 0, modifiers: 0 }),
    enabled: params !== null,
  });
}
