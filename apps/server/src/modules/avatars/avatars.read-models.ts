import type { ReadModels } from '../../read-models/registry.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { NamedListRequest, NamedPage } from '../items/index.ts';
import { nameIndexReadModel } from '../name-index/index.ts';
import { avatarsResource } from './avatars.crud.ts';
import { findAvatarsByIdsWithFeedCursor } from './avatars.repository.ts';

/** A listed avatar's row as the read model and the SQL list answer it. */
type ListedAvatarRow = Awaited<ReturnType<typeof findAvatarsByIdsWithFeedCursor>>['rows'][number];

/** The read model of the public avatar list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_AVATARS = readModelKey<NamedListRequest, NamedPage<ListedAvatarRow>>('avatars.public');

/** Registers the avatars module's read models, handing them the module's by-id read. */
export function registerAvatarReadModels(readModels: ReadModels): void {
  readModels.register(
    PUBLIC_AVATARS,
    nameIndexReadModel('avatar', avatarsResource, findAvatarsByIdsWithFeedCursor),
  );
}
