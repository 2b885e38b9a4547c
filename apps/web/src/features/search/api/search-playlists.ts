import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { nameSearch } from './name-search.ts';

/** The playlist fields a search result shows. */
export type PlaylistHit = Pick<Playlist, 'id' | 'name'>;

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
} = nameSearch<PlaylistHit>('playlists', '/api/playlists');
