import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mapperKeys } from './keys.ts';

/**
 * `GET /api/mappers?s={"id":userId}&limit=1`: one user's beatmapper statistics (formats.md §6.3), or
 * null when they have no published beatmap (the mappers list holds only users with one).
 * @throws ApiError on failure
 */
export async function getMapperStats(userId: number, signal?: AbortSignal): Promise<Beatmapper | null> {
  const page = await api.request<Paginated<Beatmapper>>('/api/mappers', {
    query: { s: JSON.stringify({ id: userId }), limit: '1', page: '1' },
    signal,
  });
  return page.data[0] ?? null;
}

/** Query options keyed `mapperKeys.stats(userId)`. */
export function getMapperStatsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: mapperKeys.stats(userId),
    queryFn: ({ signal }) => getMapperStats(userId, signal),
  });
}

/** One user's beatmapper statistics (null: no published beatmap). */
export function useMapperStats(userId: number) {
  return useQuery(getMapperStatsQueryOptions(userId));
}
