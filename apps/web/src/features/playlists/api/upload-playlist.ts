import type { PlaylistCreated } from '@synthhub/shared/playlists/playlists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playlistKeys } from './keys.ts';

/**
 * `POST /api/playlists/upload` as multipart with the `.playlist` as `file` (spec §7 "Uploads").
 * Answers the new, unpublished playlist's `{id}`.
 * @throws ApiError 400 ("Required", not a .playlist), 413 (too large), 422 (not a readable playlist)
 */
export function uploadPlaylist(file: File): Promise<PlaylistCreated> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<PlaylistCreated>('/api/playlists/upload', { method: 'POST', form });
}

/** Uploads a playlist file; playlist lists are refetched afterwards. */
export function useUploadPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPlaylist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.lists() }),
  });
}
