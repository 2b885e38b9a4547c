import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nameSearchQuery, SEARCH_QUERY_META, searchesModels } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The avatar fields a search result shows. */
export type AvatarHit = Pick<Avatar, 'id' | 'name'>;

/**
 * `GET /api/models/avatars?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1` (spec §7
 * "Search"): the newest avatars whose name contains the lowercased term.
 * @throws ApiError on failure
 */
export function searchAvatars(term: string, signal?: AbortSignal): Promise<Paginated<AvatarHit>> {
  return api.request<Paginated<AvatarHit>>('/api/models/avatars', { query: nameSearchQuery(term), signal });
}

/** Query options keyed `searchKeys.group('avatars', term)`; only enabled for terms of 5+ characters. */
export function searchAvatarsQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.group('avatars', term),
    queryFn: ({ signal }) => searchAvatars(term, signal),
    enabled: searchesModels(term),
    meta: SEARCH_QUERY_META,
  });
}

/** Avatars matching `term` (idle for terms shorter than 5 characters). */
export function useSearchAvatars(term: string) {
  return useQuery(searchAvatarsQueryOptions(term));
}
