import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmapper } from '@synthhub/shared/beatmaps/beatmapper';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { MAPPERS_PAGE_SIZE, mapperKeys } from './keys.ts';

/** Parameters of {@link getMappers}: page, limit, and `s`/`sort` in the query grammar. */
export type GetMappersParams = Pick<ListParams, 'page' | 'limit' | 's' | 'sort'>;

/**
 * `GET /api/mappers?page=&limit=[&s=&sort=]`: one page of beatmappers with their statistics
 * (formats.md §6.3 "Beatmapper"); the server's default order is most beatmaps first.
 * @throws ApiError on failure
 */
export function getMappers(params: GetMappersParams, signal?: AbortSignal): Promise<Paginated<Beatmapper>> {
  const { query } = listQuery(params, MAPPERS_PAGE_SIZE);
  return api.request<Paginated<Beatmapper>>('/api/mappers', { query, signal });
}

/** Query options keyed `mapperKeys.list(params)`; the previous page stays shown while the next loads. */
export function getMappersQueryOptions(params: GetMappersParams) {
  return queryOptions({
    queryKey: mapperKeys.list(params),
    queryFn: ({ signal }) => getMappers(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of beatmappers. */
export function useMappers(params: GetMappersParams) {
  return useQuery(getMappersQueryOptions(params));
}
