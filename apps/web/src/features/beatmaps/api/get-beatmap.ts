import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

/**
 * `GET /api/beatmaps/{id}`. Unpublished beatmaps answer only to their owner and admins.
 * @throws ApiError 404 ("Beatmap 5 was not found") when there is no such beatmap for this user
 */
export function getBeatmap(id: number, signal?: AbortSignal): Promise<Beatmap> {
  return api.request<Beatmap>(`/api/beatmaps/${id}`, { signal });
}

/** Query options keyed `beatmapKeys.detail(id)`. */
export function getBeatmapQueryOptions(id: number) {
  return queryOptions({
    queryKey: beatmapKeys.detail(id),
    queryFn: ({ signal }) => getBeatmap(id, signal),
  });
}

/** One beatmap by id. */
export function useBeatmap(id: number) {
  return useQuery(getBeatmapQueryOptions(id));
}
