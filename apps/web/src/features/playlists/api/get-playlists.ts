import type { Playlist } from '@synthhub/shared/playlists/playlists.schemas';
import { itemListEndpoint } from '../../../lib/item-queries.ts';
import { playlistKeys } from './keys.ts';

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
} = itemListEndpoint<Playlist>('/api/playlists', playlistKeys);
