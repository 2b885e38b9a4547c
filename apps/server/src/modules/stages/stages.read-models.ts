import type { ReadModels } from '../../read-models/registry.ts';
import { readModelKey } from '../../read-models/read-model.ts';
import type { NamedListRequest, NamedPage } from '../items/index.ts';
import { nameIndexReadModel } from '../name-index/index.ts';
import { stagesResource } from './stages.crud.ts';
import { findStagesByIdsWithFeedCursor } from './stages.repository.ts';

/** A listed stage's row as the read model and the SQL list answer it. */
type ListedStageRow = Awaited<ReturnType<typeof findStagesByIdsWithFeedCursor>>['rows'][number];

/** The read model of the public stage list: the name index (docs/decisions/0040, 0049). */
export const PUBLIC_STAGES = readModelKey<NamedListRequest, NamedPage<ListedStageRow>>('stages.public');

/** Registers the stages module's read models, handing them the module's by-id read. */
export function registerStageReadModels(readModels: ReadModels): void {
  readModels.register(
    PUBLIC_STAGES,
    nameIndexReadModel('stage', stagesResource, findStagesByIdsWithFeedCursor),
  );
}
