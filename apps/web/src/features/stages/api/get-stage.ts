import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { itemQueryOptions } from '../../../lib/item-queries.ts';
import { stageKeys } from './keys.ts';

/**
 * `GET /api/models/stages/{id}` with `files` and `latest_files`. Unpublished stages (and files)
 * answer only to their uploader and admins.
 * @throws ApiError 404 ("Stage 5 was not found.") when there is no such stage for this user
 */
export function getStage(id: number, signal?: AbortSignal): Promise<Stage> {
  return api.request<Stage>(`/api/models/stages/${id}`, { signal });
}

/** Query options keyed `stageKeys.detail(id)`. */
export function getStageQueryOptions(id: number) {
  return itemQueryOptions(stageKeys.detail(id), (signal) => getStage(id, signal));
}

/** One stage by id. */
export function useStage(id: number) {
  return useQuery(getStageQueryOptions(id));
}
