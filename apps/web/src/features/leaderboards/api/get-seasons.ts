import type { Season } from '@synthhub/shared/leaderboards/leaderboards.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { seasonKeys } from './keys.ts';

/**
 * `GET /api/seasons`: every season, newest first, as a bare array; `current` marks the season whose
 * range holds now (the default of `/rankings`).
 * @throws ApiError on failure
 */
export function getSeasons(signal?: AbortSignal): Promise<Season[]> {
  return api.request<Season[]>('/api/seasons', { signal });
}

/** Query options keyed `seasonKeys.all`; seasons change rarely, so they stay fresh for 5 minutes. */
export function getSeasonsQueryOptions() {
  return queryOptions({
    queryKey: seasonKeys.all,
    queryFn: ({ signal }) => getSeasons(signal),
    staleTime: 300_000,
  });
}

/** Every season. */
export function useSeasons() {
  return useQuery(getSeasonsQueryOptions());
}
