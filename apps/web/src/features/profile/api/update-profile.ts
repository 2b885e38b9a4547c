import type { Profile, ProfilePatch } from '@synthhub/shared/profile/profile.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useProfileSaved } from './use-profile-saved.ts';

/**
 * `PATCH /api/user/profile`: a new username, e-mail (it needs `current_password` when the
 * account has a password) and/or country (ISO 3166-1 alpha-2, or null to hide it).
 * @throws ApiError 409 when the username or e-mail is taken, 400 for bad input, 403 wrong password
 */
export function updateProfile(patch: ProfilePatch): Promise<Profile> {
  return api.request<Profile>('/api/user/profile', { method: 'PATCH', json: patch });
}

/** Saves a profile change and shows it everywhere. */
export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({ mutationFn: updateProfile, onSuccess: saved });
}
