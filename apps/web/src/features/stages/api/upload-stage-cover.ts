import type { Stage } from '@synthhub/shared/stages/stages.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadCover } from '../../../lib/item-queries.ts';
import { storeStage } from './update-stage.ts';

/**
 * `POST /api/models/stages/{id}/cover` as multipart `file`: a PNG or JPEG becomes the stage's cover
 * (uploader or admin); `cover_version` goes up. Answers the stage.
 * @throws ApiError 400 ("The cover must be a PNG or JPEG image."), 403, 404
 */
export function uploadStageCover({ id, file }: { id: number; file: File }): Promise<Stage> {
  return uploadCover<Stage>(`/api/models/stages/${id}/cover`, file);
}

/** Replaces a stage's cover; the detail cache takes the answer. */
export function useUploadStageCover() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadStageCover, onSuccess: (stage) => storeStage(queryClient, stage) });
}
