import { NameIndexReadModel } from '../../read-models/name-index/name-index.service.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { latestCursor } from '../changes/index.ts';
import { namedEntries, type NamedListRequest, type NamedPage } from '../items/index.ts';
import { playlistsResource } from './playlists.crud.ts';
import { findPlaylistsByIdsWithFeedCursor } from './playlists.repository.ts';

/** A listed playlist's row as the read model and the SQL list answer it. */
type ListedPlaylistRow = Awaited<ReturnType<typeof findPlaylistsByIdsWithFeedCursor>>['rows'][number];

/**
 * The playlists' name index (read-models/name-index; docs/decisions/0040), handed what it needs of
 * this module: its entries, the feed's newest cursor, the page rows by id.
 */
export const playlistNameIndex = new NameIndexReadModel(
  { entries: namedEntries('playlist'), latestCursor, rowsByIds: findPlaylistsByIdsWithFeedCursor },
  playlistsResource,
);

/** The read model of the public playlist list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_PLAYLISTS = readModelKey<NamedListRequest, NamedPage<ListedPlaylistRow>>(
  'playlists.public',
);

/** Registers the playlists module's read models. */
export function registerPlaylistReadModels(readModels: ReadModels): void {
  readModels.register(PUBLIC_PLAYLISTS, playlistNameIndex);
}
