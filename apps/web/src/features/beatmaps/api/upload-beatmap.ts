import type { UploadMode } from '@synthhub/shared/beatmaps/beatmaps.constants';
import { type UploadResponse, uploadRecordForMode } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { beatmapKeys } from './keys.ts';

/** What the upload dialog sends: the `.synth` file, the "Upload As..." mode and the form's flags. */
export interface UploadBeatmapInput {
  file: File;
  mode: UploadMode;
  published: boolean;
  /** The beatmap this file becomes a version of; absent for a new beatmap. */
  beatmapId?: number | null;
}

/**
 * `POST /api/beatmaps/upload` as multipart: `file` plus `data`, the upload record of spec §3 built
 * for the mode exactly as spec §4 says ({@link uploadRecordForMode}). Answers the beatmap's `{id}`.
 * @throws ApiError 400 (with validation lines) for a bad file, 409 when the hash already exists
 */
export function uploadBeatmap(input: UploadBeatmapInput): Promise<UploadResponse> {
  const record = uploadRecordForMode(input.mode, {
    published: input.published,
    beatmap_id: input.beatmapId ?? null,
  });
  const form = new FormData();
  form.append('data', JSON.stringify(record));
  form.append('file', input.file, input.file.name);
  return api.request<UploadResponse>('/api/beatmaps/upload', { method: 'POST', form });
}

/** Uploads a beatmap file; beatmap lists and details are refetched afterwards. */
export function useUploadBeatmap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBeatmap,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beatmapKeys.all }),
  });
}
