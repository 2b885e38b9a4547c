import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Avatar } from '@synthhub/shared/avatars/avatars.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { AVATARS_PAGE_SIZE, avatarKeys } from './keys.ts';

/** Parameters of {@link getAvatars} (see ListParams). */
export type GetAvatarsParams = ListParams;

/**
 * `GET /api/models/avatars?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of avatars (newest first unless `sort` says otherwise).
 * @throws ApiError on failure
 */
export function getAvatars(params: GetAvatarsParams, signal?: AbortSignal) {
  const { query } = listQuery(params, AVATARS_PAGE_SIZE);
  return api.request<Paginated<Avatar>>('/api/models/avatars', { query, signal });
}

/** Query options keyed `avatarKeys.list(params)`; the previous page stays shown while the next loads. */
export function getAvatarsQueryOptions(params: GetAvatarsParams) {
  return pagedQueryOptions(avatarKeys.list(params), (signal) => getAvatars(params, signal));
}

/** One page of avatars. */
export function useAvatars(params: GetAvatarsParams) {
  return useQuery(getAvatarsQueryOptions(params));
}
