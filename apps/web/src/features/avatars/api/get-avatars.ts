import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { itemListEndpoint } from '../../../lib/item-queries.ts';
import { avatarKeys } from './keys.ts';

/**
 * `GET /api/models/avatars?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of avatars (newest first unless
 * `sort` says otherwise). `getAvatars` fetches it (@throws ApiError on failure),
 * `getAvatarsQueryOptions` is keyed `avatarKeys.list(params)` (the previous page stays shown while the next
 * loads), `useAvatars` runs it.
 */
export const {
  fetch: getAvatars,
  options: getAvatarsQueryOptions,
  useList: useAvatars,
} = itemListEndpoint<Avatar>('/api/models/avatars', avatarKeys);
