import type { ModVersionInput, ModVersionPatch } from '@synthhub/shared/mods/mods.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { modKeys } from './keys.ts';

/** What {@link uploadModVersion} sends: the mod, the chosen file and the checked version fields. */
export interface UploadModVersionInput {
  modId: number;
  file: File;
  data: ModVersionInput;
}

/**
 * `POST /api/mods/{id}/versions` as multipart: `file` (the .zip or .dll) and `data` (the
 * {@link ModVersionInput} as JSON), the contract of `modVersionInputSchema`.
 * @throws ApiError 409 (the version exists), 422 (a dependency is unknown, unmet or circular; the
 *   file is not a zip or a dll), 413 (too large), 400 with validation lines
 */
export function uploadModVersion({ modId, file, data }: UploadModVersionInput): Promise<unknown> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  form.append('file', file, file.name);
  return api.request<unknown>(`/api/mods/${modId}/versions`, { method: 'POST', form });
}

/**
 * `PATCH /api/mods/{id}/versions/{versionId}`: deprecate or restore a version, or edit its
 * changelog (owner, co-authors, admins).
 * @throws ApiError 403, 404, 400 with lines
 */
export function updateModVersion({
  modId,
  versionId,
  patch,
}: {
  modId: number;
  versionId: number;
  patch: ModVersionPatch;
}): Promise<unknown> {
  return api.request<unknown>(`/api/mods/${modId}/versions/${versionId}`, { method: 'PATCH', json: patch });
}

/** Uploads a version; every mods query is refetched afterwards. */
export function useUploadModVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadModVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modKeys.all }),
  });
}

/** Changes a version; every mods query is refetched afterwards. */
export function useUpdateModVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modKeys.all }),
  });
}
