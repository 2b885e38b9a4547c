/**
 * The public entry of the changes module (docs/decisions/0013, 0035): the change feed under
 * `/api/changes` and the catalogue index `/api/beatmaps/index.ndjson` (registered under the
 * beatmaps prefix), for managers that keep a copy of the catalogue. Files outside
 * `modules/changes/` import only this file; tests may reach further.
 */
export { changesRoutes } from './changes.routes.ts';
export { beatmapIndexRoutes } from './beatmap-index.routes.ts';
export { CHANGES_COMPACT_EVERY_MS, CHANGES_COMPACT_JOB, registerChangesJobs } from './changes.compaction.ts';
export {
  feedCursorColumn,
  inOrderWithCursor,
  itemsChangedSince,
  latestCursor,
} from './changes.repository.ts';
export { stoodStill } from './stood-still.ts';
