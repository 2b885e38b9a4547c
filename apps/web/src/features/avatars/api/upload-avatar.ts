import type { AvatarUploadResponse } from '@synthhub/shared/avatars/avatars.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { avatarKeys } from './keys.ts';

/**
 * `POST /api/models/avatars/upload` as multipart with the `.vrm` in `file`. The server reads the
 * name, authors, licence and thumbnail from it and answers the new (unpublished) avatar's `{id}`.
 * @throws ApiError 400 (missing file, wrong extension) or 422 naming what is wrong with the file
 */
export function uploadAvatar(file: File): Promise<AvatarUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<AvatarUploadResponse>('/api/models/avatars/upload', { method: 'POST', form });
}

/** Uploads an avatar file; avatar lists are refetched afterwards. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: avatarKeys.lists() }),
  });
}
