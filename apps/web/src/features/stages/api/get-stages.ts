import type { Stage } from '@synthhub/shared/stages/stages.types';
import { itemListEndpoint } from '../../../lib/item-queries.ts';
import { stageKeys } from './keys.ts';

/**
 * `GET /api/models/stages?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of stages (newest first unless
 * `sort` says otherwise). `getStages` fetches it (@throws ApiError on failure),
 * `getStagesQueryOptions` is keyed `stageKeys.list(params)` (the previous page stays shown while the next
 * loads), `useStages` runs it.
 */
export const {
  fetch: getStages,
  options: getStagesQueryOptions,
  useList: useStages,
} = itemListEndpoint<Stage>('/api/models/stages', stageKeys);
