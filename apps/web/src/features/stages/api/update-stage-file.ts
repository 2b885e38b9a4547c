import type { StageFilePatch } from '@synthhub/shared/stages/stages.schemas';
import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeStage } from './update-stage.ts';

/** What {@link updateStageFile} changes: one file of one stage. */
export interface UpdateStageFileInput {
  stageId: number;
  fileId: number;
  patch: StageFilePatch;
}

/**
 * `PATCH /api/models/stages/{id}/files/{fileId}`: a file's type, description or published flag
 * (uploader or admin). Answers the whole stage.
 * @throws ApiError 400 with validation lines, 403, 404
 */
export function updateStageFile({ stageId, fileId, patch }: UpdateStageFileInput): Promise<Stage> {
  return api.request<Stage>(`/api/models/stages/${stageId}/files/${fileId}`, {
    method: 'PATCH',
    json: patch,
  });
}

/** Saves one file's changes; the stage's detail cache takes the answer. */
export function useUpdateStageFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStageFile, onSuccess: (stage) => storeStage(queryClient, stage) });
}
