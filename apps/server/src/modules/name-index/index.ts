/**
 * The public entry of the name-index module (docs/decisions/0013, 0040): the in-memory index of
 * the public playlists, stages and avatars that answers their name searches without PostgreSQL.
 * Files outside `modules/name-index/` import only this file; tests may reach further.
 */
export { nameIndexReadModel, type RowsByIds } from './name-index.service.ts';
export { type NamedKind, rowsByIdsWithFeedCursor } from './name-index.repository.ts';
