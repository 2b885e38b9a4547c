import type { Stage } from '@synthhub/shared/stages/stages.types';
import { itemEndpoint } from '../../../lib/item-queries.ts';
import { stageKeys } from './keys.ts';

/**
 * `GET /api/models/stages/{id}` with `files` and `latest_files`. Unpublished stages (and files)
 * answer only to their uploader and admins. `getStage` fetches it (@throws ApiError 404 ("Stage 5 was not found.") when there is no such stage for this user),
 * `getStageQueryOptions` is keyed `stageKeys.detail(id)`, `useStage` runs it.
 */
export const {
  fetch: getStage,
  options: getStageQueryOptions,
  useItem: useStage,
} = itemEndpoint<Stage, ReturnType<typeof stageKeys.detail>>('/api/models/stages', stageKeys.detail);
