import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { PLAYLISTS_PAGE_SIZE, playlistKeys } from './keys.ts';

/** Parameters of {@link getPlaylists} (see ListParams). */
export type GetPlaylistsParams = ListParams;

/**
 * `GET /api/playlists?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of playlists (newest
 * first unless `sort` says otherwise), each with its `item_count` (songs are not joined).
 * @throws ApiError on failure
 */
export function getPlaylists(params: GetPlaylistsParams, signal?: AbortSignal): Promise<Paginated<Playlist>> {
  const { query } = listQuery(params, PLAYLISTS_PAGE_SIZE);
  return api.request<Paginated<Playlist>>('/api/playlists', { query, signal });
}

/** Query options keyed `playlistKeys.list(params)`; the previous page stays shown while the next loads. */
export function getPlaylistsQueryOptions(params: GetPlaylistsParams) {
  return pagedQueryOptions(playlistKeys.list(params), (signal) => getPlaylists(params, signal));
}

/** One page of playlists. */
export function usePlaylists(params: GetPlaylistsParams) {
  return useQuery(getPlaylistsQueryOptions(params));
}
