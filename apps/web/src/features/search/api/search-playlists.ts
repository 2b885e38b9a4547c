import { type NameHit, nameSearch } from './name-search.ts';

/**
 * The playlists group of the global search (spec §7 "Search"):
 * `GET /api/playlists?s={"name":{"$contL":term}}&sort=published_at,DESC&limit=3&page=1`, the newest
 * playlists whose name contains the lowercased term: `searchPlaylists` fetches, `searchPlaylistsQueryOptions` is
 * keyed `searchKeys.group('playlists', term)` (enabled for terms of 5+ characters), `useSearchPlaylists` runs it.
 */
export const {
  fetch: searchPlaylists,
  options: searchPlaylistsQueryOptions,
  useSearch: useSearchPlaylists,
} = nameSearch<NameHit>('playlists', '/api/playlists');
