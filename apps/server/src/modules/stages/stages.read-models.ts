import { namedReadModel } from '../items/index.ts';
import { stagesResource } from './stages.crud.ts';
import { findStagesByIdsWithFeedCursor } from './stages.repository.ts';

/** The read model of the public stage list: the stages' name index (docs/decisions/0040, 0049). */
export const stagesReadModel = namedReadModel(
  'stages.public',
  'stage',
  stagesResource,
  findStagesByIdsWithFeedCursor,
);
