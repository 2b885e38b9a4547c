import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playlistKey } from './get-playlist.ts';

/**
 * `DELETE /api/playlists/{id}` (owner or admin): removes the playlist and its songs.
 * @throws ApiError 403, 404
 */
export function deletePlaylist(id: number): Promise<void> {
  return api.request<void>(`/api/playlists/${id}`, { method: 'DELETE' });
}

/** Deletes a playlist; its detail is dropped from the cache and lists are refetched. */
export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaylist,
    onSuccess: (_void, id) => {
      queryClient.removeQueries({ queryKey: playlistKey(id) });
      return queryClient.invalidateQueries({ queryKey: ['playlists', 'list'] });
    },
  });
}
