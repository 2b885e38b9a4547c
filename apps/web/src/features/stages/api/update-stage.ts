import type { StagePatch } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { stageKeys } from './keys.ts';

/**
 * `PATCH /api/models/stages/{id}` with any of name, description, youtube_url, tags,
 * experience_tag, published (uploader or admin). Publishing sets `published_at` and publishes the
 * files. Answers the updated stage.
 * @throws ApiError 400 with validation lines, 403 when not allowed, 404 when missing
 */
export function updateStage({ id, patch }: { id: number; patch: StagePatch }): Promise<Stage> {
  return api.request<Stage>(`/api/models/stages/${id}`, { method: 'PATCH', json: patch });
}

/** Puts a stage the server answered into the detail cache and refetches the lists. */
export function storeStage(queryClient: QueryClient, stage: Stage) {
  queryClient.setQueryData(stageKeys.detail(stage.id), stage);
  return queryClient.invalidateQueries({ queryKey: stageKeys.lists() });
}

/** Saves stage changes; the detail cache takes the answer, lists are refetched. */
export function useUpdateStage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStage, onSuccess: (stage) => storeStage(queryClient, stage) });
}
