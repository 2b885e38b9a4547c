import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nameSearchQuery, SEARCH_QUERY_META, searchesModels } from './search-constants.ts';
import { searchKeys } from './keys.ts';

/** The playlist fields a search result shows. */
export type PlaylistHit = Pick<Playlist, 'id' | 'name'>;

/**
 * `GET /api/playlists?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1` (spec §7
 * "Search"): the newest playlists whose name contains the lowercased term.
 * @throws ApiError on failure
 */
export function searchPlaylists(term: string, signal?: AbortSignal): Promise<Paginated<PlaylistHit>> {
  return api.request<Paginated<PlaylistHit>>('/api/playlists', { query: nameSearchQuery(term), signal });
}

/** Query options keyed `searchKeys.group('playlists', term)`; only enabled for terms of 5+ characters. */
export function searchPlaylistsQueryOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.group('playlists', term),
    queryFn: ({ signal }) => searchPlaylists(term, signal),
    enabled: searchesModels(term),
    meta: SEARCH_QUERY_META,
  });
}

/** Playlists matching `term` (idle for terms shorter than 5 characters). */
export function useSearchPlaylists(term: string) {
  return useQuery(searchPlaylistsQueryOptions(term));
}
