import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { BEATMAPS_PAGE_SIZE, beatmapKeys } from './keys.ts';

/** Parameters of {@link getBeatmaps} (see ListParams). */
export type GetBeatmapsParams = ListParams;

/**
 * `GET /api/beatmaps?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of beatmaps (newest first unless `sort` says otherwise).
 * @throws ApiError on failure
 */
export function getBeatmaps(params: GetBeatmapsParams, signal?: AbortSignal) {
  const { query } = listQuery(params, BEATMAPS_PAGE_SIZE);
  return api.request<Paginated<Beatmap>>('/api/beatmaps', { query, signal });
}

/** Query options keyed `beatmapKeys.list(params)`; the previous page stays shown while the next loads. */
export function getBeatmapsQueryOptions(params: GetBeatmapsParams) {
  return queryOptions({
    queryKey: beatmapKeys.list(params),
    queryFn: ({ signal }) => getBeatmaps(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of beatmaps. */
export function useBeatmaps(params: GetBeatmapsParams) {
  return useQuery(getBeatmapsQueryOptions(params));
}
