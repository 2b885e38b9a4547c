import { NameIndexReadModel } from '../../read-models/name-index/name-index.service.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { latestCursor } from '../changes/index.ts';
import { namedEntries, type NamedListRequest, type NamedPage } from '../items/index.ts';
import { avatarsResource } from './avatars.crud.ts';
import { findAvatarsByIdsWithFeedCursor } from './avatars.repository.ts';

/** A listed avatar's row as the read model and the SQL list answer it. */
type ListedAvatarRow = Awaited<ReturnType<typeof findAvatarsByIdsWithFeedCursor>>['rows'][number];

/**
 * The avatars' name index (read-models/name-index; docs/decisions/0040), handed what it needs of
 * this module: its entries, the feed's newest cursor, the page rows by id.
 */
export const avatarNameIndex = new NameIndexReadModel(
  { entries: namedEntries('avatar'), latestCursor, rowsByIds: findAvatarsByIdsWithFeedCursor },
  avatarsResource,
);

/** The read model of the public avatar list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_AVATARS = readModelKey<NamedListRequest, NamedPage<ListedAvatarRow>>('avatars.public');

/** Registers the avatars module's read models. */
export function registerAvatarReadModels(readModels: ReadModels): void {
  readModels.register(PUBLIC_AVATARS, avatarNameIndex);
}
