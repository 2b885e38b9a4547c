import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Playlists per page on the `/playlists` grid. */
export const PLAYLISTS_PAGE_SIZE = 24;

/**
 * Parameters of {@link getPlaylists}: 1-based `page`, `limit` per page; `userId` only that owner's
 * playlists; `drafts` also unpublished ones (the owner themself or an admin only).
 */
export interface GetPlaylistsParams {
  page: number;
  limit?: number;
  userId?: number;
  drafts?: boolean;
}

/**
 * `GET /api/playlists?page=&limit=[&user_id=&drafts=true]`: one page of playlists, newest first,
 * each with its `item_count` (songs are not joined).
 * @throws ApiError on failure
 */
export function getPlaylists(
  { page, limit = PLAYLISTS_PAGE_SIZE, userId, drafts }: GetPlaylistsParams,
  signal?: AbortSignal,
): Promise<Paginated<Playlist>> {
  const query: Record<string, string | number> = { page, limit };
  if (userId !== undefined) query.user_id = userId;
  if (drafts) query.drafts = 'true';
  return api.request<Paginated<Playlist>>('/api/playlists', { query, signal });
}

/** Query options keyed `['playlists', 'list', {…}]`; the previous page stays shown while the next loads. */
export function getPlaylistsQueryOptions(params: GetPlaylistsParams) {
  const { page, limit = PLAYLISTS_PAGE_SIZE, userId, drafts = false } = params;
  return queryOptions({
    queryKey: ['playlists', 'list', { page, limit, userId, drafts }],
    queryFn: ({ signal }) => getPlaylists({ page, limit, userId, drafts }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of playlists. */
export function usePlaylists(params: GetPlaylistsParams) {
  return useQuery(getPlaylistsQueryOptions(params));
}
