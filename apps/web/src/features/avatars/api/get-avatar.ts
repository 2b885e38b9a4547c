import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { itemQueryOptions } from '../../../lib/item-queries.ts';
import { avatarKeys } from './keys.ts';

/**
 * `GET /api/models/avatars/{id}`. Unpublished avatars answer only to their uploader and admins.
 * @throws ApiError 404 ("Avatar 5 was not found.") when there is no such avatar for this user
 */
export function getAvatar(id: number, signal?: AbortSignal): Promise<Avatar> {
  return api.request<Avatar>(`/api/models/avatars/${id}`, { signal });
}

/** Query options keyed `avatarKeys.detail(id)`. */
export function getAvatarQueryOptions(id: number) {
  return itemQueryOptions(avatarKeys.detail(id), (signal) => getAvatar(id, signal));
}

/** One avatar by id. */
export function useAvatar(id: number) {
  return useQuery(getAvatarQueryOptions(id));
}
