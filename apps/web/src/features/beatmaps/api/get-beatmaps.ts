import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Beatmaps per page on the `/beatmaps` grid. */
export const BEATMAPS_PAGE_SIZE = 24;

/** Parameters of {@link getBeatmaps}: 1-based `page`, `limit` items per page. */
export interface GetBeatmapsParams {
  page: number;
  limit?: number;
}

/**
 * `GET /api/beatmaps?page=&limit=`: one page of published beatmaps, newest first.
 * @throws ApiError on failure
 */
export function getBeatmaps({ page, limit = BEATMAPS_PAGE_SIZE }: GetBeatmapsParams, signal?: AbortSignal) {
  return api.request<Paginated<Beatmap>>('/api/beatmaps', { query: { page, limit }, signal });
}

/** Query options keyed `['beatmaps', 'list', {page, limit}]`; the previous page stays shown while the next loads. */
export function getBeatmapsQueryOptions(params: GetBeatmapsParams) {
  const { page, limit = BEATMAPS_PAGE_SIZE } = params;
  return queryOptions({
    queryKey: ['beatmaps', 'list', { page, limit }],
    queryFn: ({ signal }) => getBeatmaps({ page, limit }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of beatmaps. */
export function useBeatmaps(params: GetBeatmapsParams) {
  return useQuery(getBeatmapsQueryOptions(params));
}
