import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { itemEndpoint } from '../../../lib/item-queries.ts';
import { avatarKeys } from './keys.ts';

/**
 * `GET /api/models/avatars/{id}`. Unpublished avatars answer only to their uploader and admins.
 * `getAvatar` fetches it (@throws ApiError 404 ("Avatar 5 was not found.") when there is no such
 * avatar for this user), `getAvatarQueryOptions` is keyed `avatarKeys.detail(id)`, `useAvatar` runs it.
 */
export const {
  fetch: getAvatar,
  options: getAvatarQueryOptions,
  useItem: useAvatar,
} = itemEndpoint<Avatar, ReturnType<typeof avatarKeys.detail>>('/api/models/avatars', avatarKeys.detail);
