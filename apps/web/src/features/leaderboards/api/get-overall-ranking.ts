import type {
  OverallRankingPage,
  OverallRankingRow,
} from '@synthhub/shared/leaderboards/overall-ranking.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { rankingKeys } from './keys.ts';

/** What a page of the overall ranking asks for (docs/decisions/0054). */
export interface OverallRankingParams {
  page: number;
  limit: number;
  /** Upper-case ISO 3166-1 alpha-2 code: one country, ordered by country rank. */
  country?: string | undefined;
  /** Only the players the signed-in user follows, and the user (needs a session). */
  followed?: boolean | undefined;
}

/**
 * `GET /api/rankings/overall?page&limit[&country=CC][&followed=1]`: one page of the overall
 * ranking in the list envelope.
 * @throws ApiError on failure (400 bad parameter, 401 `followed` while signed out)
 */
export function getOverallRanking(
  params: OverallRankingParams,
  signal?: AbortSignal,
): Promise<OverallRankingPage> {
  const query: Record<string, string | number> = { page: params.page, limit: params.limit };
  if (params.country) query.country = params.country;
  if (params.followed) query.followed = 1;
  return api.request<OverallRankingPage>('/api/rankings/overall', { query, signal });
}

/** Query options keyed `rankingKeys.overallList(params)`; the previous page stays while the next loads. */
export function getOverallRankingQueryOptions(params: OverallRankingParams) {
  return queryOptions({
    queryKey: rankingKeys.overallList(params),
    queryFn: ({ signal }) => getOverallRanking(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the overall ranking. */
export function useOverallRanking(params: OverallRankingParams) {
  return useQuery(getOverallRankingQueryOptions(params));
}

/**
 * `GET /api/rankings/overall/{profileId}`: one profile's overall row, or null when the profile is
 * not ranked (404).
 * @throws ApiError on any other failure
 */
export async function getOverallRankingRow(
  profileId: number,
  signal?: AbortSignal,
): Promise<OverallRankingRow | null> {
  try {
    return await api.request<OverallRankingRow>(`/api/rankings/overall/${profileId}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Query options keyed `rankingKeys.overallRow(profileId)`. */
export function getOverallRankingRowQueryOptions(profileId: number) {
  return queryOptions({
    queryKey: rankingKeys.overallRow(profileId),
    queryFn: ({ signal }) => getOverallRankingRow(profileId, signal),
  });
}

/** One profile's overall row (null: not ranked); disabled while `profileId` is undefined. */
export function useOverallRankingRow(profileId: number | undefined) {
  return useQuery({ ...getOverallRankingRowQueryOptions(profileId ?? 0), enabled: profileId !== undefined });
}
