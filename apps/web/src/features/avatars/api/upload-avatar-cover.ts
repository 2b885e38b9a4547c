import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { avatarKeys } from './keys.ts';

/**
 * `POST /api/models/avatars/{id}/cover` with a PNG or JPEG in `file` (uploader or admin). Answers
 * the avatar with its new `cover_url` and `cover_version`.
 * @throws ApiError 400 without a file, 422 when it is not a readable PNG/JPEG, 403/404
 */
export function uploadAvatarCover({ id, file }: { id: number; file: File }): Promise<Avatar> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<Avatar>(`/api/models/avatars/${id}/cover`, { method: 'POST', form });
}

/** Replaces an avatar's cover; the detail cache takes the answer, lists are refetched. */
export function useUploadAvatarCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatarCover,
    onSuccess: (avatar) => {
      queryClient.setQueryData(avatarKeys.detail(avatar.id), avatar);
      return queryClient.invalidateQueries({ queryKey: avatarKeys.lists() });
    },
  });
}
