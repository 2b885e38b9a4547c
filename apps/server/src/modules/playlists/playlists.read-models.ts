import { namedReadModel } from '../items/index.ts';
import { playlistsResource } from './playlists.crud.ts';
import { findPlaylistsByIdsWithFeedCursor } from './playlists.repository.ts';

/** The read model of the public playlist list: the playlists' name index (docs/decisions/0040, 0049). */
export const playlistsReadModel = namedReadModel(
  'playlists.public',
  'playlist',
  playlistsResource,
  findPlaylistsByIdsWithFeedCursor,
);
