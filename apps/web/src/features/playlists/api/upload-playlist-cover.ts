import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { uploadCover, useItemMutation } from '../../../lib/item-queries.ts';

/**
 * `POST /api/playlists/{id}/cover` with a PNG or JPEG as multipart `file` (owner or admin).
 * Answers the playlist with its new `cover_url` and `cover_version`.
 * @throws ApiError 400 (not PNG/JPEG), 413 (too large), 422 (cannot be decoded), 403, 404
 */
export function uploadPlaylistCover({ id, file }: { id: number; file: File }): Promise<Playlist> {
  return uploadCover<Playlist>(`/api/playlists/${id}/cover`, file);
}

/** Sets a playlist's cover; the detail cache takes the answer and lists are refetched. */
export function useUploadPlaylistCover() {
  return useItemMutation('playlist', uploadPlaylistCover);
}
