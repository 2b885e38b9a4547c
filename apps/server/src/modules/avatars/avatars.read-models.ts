import { namedReadModel } from '../items/index.ts';
import { avatarsResource } from './avatars.crud.ts';
import { findAvatarsByIdsWithFeedCursor } from './avatars.repository.ts';

/** The read model of the public avatar list: the avatars' name index (docs/decisions/0040, 0049). */
export const avatarsReadModel = namedReadModel(
  'avatars.public',
  'avatar',
  avatarsResource,
  findAvatarsByIdsWithFeedCursor,
);
