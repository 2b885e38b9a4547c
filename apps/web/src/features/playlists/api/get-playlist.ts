import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playlistKeys } from './keys.ts';

/**
 * `GET /api/playlists/{id}?join=items&join=items.beatmap`: one playlist with its songs, each with
 * the beatmap its hash matches (null when the song is not on Synthhub). Unpublished playlists
 * answer only to their owner and admins.
 * @throws ApiError 404 ("Playlist 5 was not found.") when there is no such playlist for this user
 */
export function getPlaylist(id: number, signal?: AbortSignal): Promise<Playlist> {
  return api.request<Playlist>(`/api/playlists/${id}?join=items&join=items.beatmap`, { signal });
}

/** Query options for one playlist with its songs, keyed `playlistKeys.detail(id)`. */
export function getPlaylistQueryOptions(id: number) {
  return queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: ({ signal }) => getPlaylist(id, signal),
  });
}

/** One playlist by id, with its songs. */
export function usePlaylist(id: number) {
  return useQuery(getPlaylistQueryOptions(id));
}
