import { NameIndexReadModel } from '../../read-models/name-index/name-index.service.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { ReadModels } from '../../read-models/registry.ts';
import { latestCursor } from '../changes/index.ts';
import { namedEntries, type NamedListRequest, type NamedPage } from '../items/index.ts';
import { stagesResource } from './stages.crud.ts';
import { findStagesByIdsWithFeedCursor } from './stages.repository.ts';

/** A listed stage's row as the read model and the SQL list answer it. */
type ListedStageRow = Awaited<ReturnType<typeof findStagesByIdsWithFeedCursor>>['rows'][number];

/**
 * The stages' name index (read-models/name-index; docs/decisions/0040), handed what it needs of
 * this module: its entries, the feed's newest cursor, the page rows by id.
 */
export const stageNameIndex = new NameIndexReadModel(
  { entries: namedEntries('stage'), latestCursor, rowsByIds: findStagesByIdsWithFeedCursor },
  stagesResource,
);

/** The read model of the public stage list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_STAGES = readModelKey<NamedListRequest, NamedPage<ListedStageRow>>('stages.public');

/** Registers the stages module's read models. */
export function registerStageReadModels(readModels: ReadModels): void {
  readModels.register(PUBLIC_STAGES, stageNameIndex);
}
