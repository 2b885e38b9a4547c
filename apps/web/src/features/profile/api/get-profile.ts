import type { Profile } from '@synthhub/shared/profile/profile.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from './keys.ts';

/**
 * `GET /api/user/profile`: the signed-in user's settings (username, e-mail, picture, has_password).
 * @throws ApiError 401 when signed out
 */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.request<Profile>('/api/user/profile', { signal });
}

/** Query options for the settings, keyed `profileKeys.settings()`. */
export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.settings(), queryFn: ({ signal }) => getProfile(signal) });
}

/** The signed-in user's settings. */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
