import type { AvatarUploadResponse } from '@synthhub/shared/avatars/avatars.schemas';
import { postFile, useUploadMutation } from '../../../lib/item-queries.ts';

/**
 * `POST /api/models/avatars/upload` as multipart with the `.vrm` in `file`. The server reads the
 * name, authors, licence and thumbnail from it and answers the new (unpublished) avatar's `{id}`.
 * @throws ApiError 400 (missing file, wrong extension) or 422 naming what is wrong with the file
 */
export function uploadAvatar(file: File): Promise<AvatarUploadResponse> {
  return postFile<AvatarUploadResponse>('/api/models/avatars/upload', file);
}

/** Uploads an avatar file; avatar lists are refetched afterwards. */
export function useUploadAvatar() {
  return useUploadMutation('avatar', uploadAvatar);
}
