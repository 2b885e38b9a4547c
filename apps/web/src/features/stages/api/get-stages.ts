import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pagedQueryOptions } from '../../../lib/item-queries.ts';
import { type ListParams, listQuery } from '../../../lib/list-params.ts';
import { STAGES_PAGE_SIZE, stageKeys } from './keys.ts';

/** Parameters of {@link getStages} (see ListParams). */
export type GetStagesParams = ListParams;

/**
 * `GET /api/models/stages?page=&limit=[&user_id=&drafts=true&s=&sort=]`: one page of stages (newest first unless `sort` says otherwise).
 * @throws ApiError on failure
 */
export function getStages(params: GetStagesParams, signal?: AbortSignal) {
  const { query } = listQuery(params, STAGES_PAGE_SIZE);
  return api.request<Paginated<Stage>>('/api/models/stages', { query, signal });
}

/** Query options keyed `stageKeys.list(params)`; the previous page stays shown while the next loads. */
export function getStagesQueryOptions(params: GetStagesParams) {
  return pagedQueryOptions(stageKeys.list(params), (signal) => getStages(params, signal));
}

/** One page of stages. */
export function useStages(params: GetStagesParams) {
  return useQuery(getStagesQueryOptions(params));
}
