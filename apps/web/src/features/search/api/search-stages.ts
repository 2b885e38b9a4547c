import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nameSearchQuery, SEARCH_QUERY_META, searchesModels } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The stage fields a search result shows. */
export type StageHit = Pick<Stage, 'id' | 'name'>;

/**
 * `GET /api/models/stages?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1` (spec §7
 * "Search"): the newest stages whose name contains the lowercased term.
 * @throws ApiError on failure
 */
export function searchStages(term: string, signal?: AbortSignal): Promise<Paginated<StageHit>> {
  return api.request<Paginated<StageHit>>('/api/models/stages', { query: nameSearchQuery(term), signal });
}

/** Query options keyed `searchKeys.group('stages', term)`; only enabled for terms of 5+ characters. */
export function searchStagesQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.group('stages', term),
    queryFn: ({ signal }) => searchStages(term, signal),
    enabled: searchesModels(term),
    meta: SEARCH_QUERY_META,
  });
}

/** Stages matching `term` (idle for terms shorter than 5 characters). */
export function useSearchStages(term: string) {
  return useQuery(searchStagesQueryOptions(term));
}
