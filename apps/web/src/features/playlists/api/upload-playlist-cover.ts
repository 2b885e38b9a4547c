import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playlistKeys } from './keys.ts';

/**
 * `POST /api/playlists/{id}/cover` with a PNG or JPEG as multipart `file` (owner or admin).
 * Answers the playlist with its new `cover_url` and `cover_version`.
 * @throws ApiError 400 (not PNG/JPEG), 413 (too large), 422 (cannot be decoded), 403, 404
 */
export function uploadPlaylistCover({ id, file }: { id: number; file: File }): Promise<Playlist> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<Playlist>(`/api/playlists/${id}/cover`, { method: 'POST', form });
}

/** Sets a playlist's cover; the detail cache takes the answer and lists are refetched. */
export function useUploadPlaylistCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlaylistCover,
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistKeys.detail(playlist.id), playlist);
      return queryClient.invalidateQueries({ queryKey: playlistKeys.lists() });
    },
  });
}
