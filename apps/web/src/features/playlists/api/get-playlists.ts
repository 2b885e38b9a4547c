import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { itemListEndpoint } from '../../../lib/item-queries.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { PLAYLISTS_PAGE_SIZE, playlistKeys } from './keys.ts';

/** Parameters of {@link getPlaylists} (see ListParams). */
export type GetPlaylistsParams = ListParams;

/**
 * `GET /api/playlists?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of playlists, each with its `item_count` (songs are not joined) (newest first unless
 * `sort` says otherwise). `getPlaylists` fetches it (@throws ApiError on failure),
 * `getPlaylistsQueryOptions` is keyed `playlistKeys.list(params)` (the previous page stays shown while the next
 * loads), `usePlaylists` runs it.
 */
export const {
  fetch: getPlaylists,
  options: getPlaylistsQueryOptions,
  useList: usePlaylists,
} = itemListEndpoint<Playlist, ReturnType<typeof playlistKeys.list>>(
  '/api/playlists',
  playlistKeys.list,
  PLAYLISTS_PAGE_SIZE,
);
