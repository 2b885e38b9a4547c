import type { ReadModels } from '../../read-models/registry.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { NamedListRequest, NamedPage } from '../items/index.ts';
import { nameIndexReadModel } from '../name-index/index.ts';
import { playlistsResource } from './playlists.crud.ts';
import { findPlaylistsByIdsWithFeedCursor } from './playlists.repository.ts';

/** A listed playlist's row as the read model and the SQL list answer it. */
type ListedPlaylistRow = Awaited<ReturnType<typeof findPlaylistsByIdsWithFeedCursor>>['rows'][number];

/** The read model of the public playlist list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_PLAYLISTS = readModelKey<NamedListRequest, NamedPage<ListedPlaylistRow>>(
  'playlists.public',
);

/** Registers the playlists module's read models, handing them the module's by-id read. */
export function registerPlaylistReadModels(readModels: ReadModels): void {
  readModels.register(
    PUBLIC_PLAYLISTS,
    nameIndexReadModel('playlist', playlistsResource, findPlaylistsByIdsWithFeedCursor),
  );
}
