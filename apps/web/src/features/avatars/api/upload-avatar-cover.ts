import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { uploadCover, useItemMutation } from '../../../lib/item-queries.ts';

/**
 * `POST /api/models/avatars/{id}/cover` with a PNG or JPEG in `file` (uploader or admin). Answers
 * the avatar with its new `cover_url` and `cover_version`.
 * @throws ApiError 400 without a file, 422 when it is not a readable PNG/JPEG, 403/404
 */
export function uploadAvatarCover({ id, file }: { id: number; file: File }): Promise<Avatar> {
  return uploadCover<Avatar>(`/api/models/avatars/${id}/cover`, file);
}

/** Replaces an avatar's cover; the detail cache takes the answer, lists are refetched. */
export function useUploadAvatarCover() {
  return useItemMutation('avatar', uploadAvatarCover);
}
