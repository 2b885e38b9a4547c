import type { PlaylistCreated } from '@synthhub/shared/playlists/playlists.schemas';
import { postFile, useUploadMutation } from '../../../lib/item-queries.ts';

/**
 * `POST /api/playlists/upload` as multipart with the `.playlist` as `file` (spec §7 "Uploads").
 * Answers the new, unpublished playlist's `{id}`.
 * @throws ApiError 400 ("Required", not a .playlist), 413 (too large), 422 (not a readable playlist)
 */
export function uploadPlaylist(file: File): Promise<PlaylistCreated> {
  return postFile<PlaylistCreated>('/api/playlists/upload', file);
}

/** Uploads a playlist file; playlist lists are refetched afterwards. */
export function useUploadPlaylist() {
  return useUploadMutation('playlist', uploadPlaylist);
}
