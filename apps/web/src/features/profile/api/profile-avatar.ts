import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useProfileSaved } from './use-profile-saved.ts';

/**
 * `POST /api/user/avatar` (multipart `file`): a new profile picture, stored as a 256 px WebP.
 * @throws ApiError 422 when the file is not a readable image, 400 wrong type, 413 over 5 MiB
 */
export function uploadProfileAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append('file', file);
  return api.request<Profile>('/api/user/avatar', { method: 'POST', form });
}

/** `DELETE /api/user/avatar`: removes the profile picture. */
export function removeProfileAvatar(): Promise<Profile> {
  return api.request<Profile>('/api/user/avatar', { method: 'DELETE' });
}

/** Uploads a profile picture and shows it everywhere. */
export function useUploadProfileAvatar() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: uploadProfileAvatar, onSuccess: saved });
}

/** Removes the profile picture. */
export function useRemoveProfileAvatar() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: removeProfileAvatar, onSuccess: saved });
}
