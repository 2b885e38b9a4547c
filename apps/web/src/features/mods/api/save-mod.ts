import type { ModDetail, ModInput, ModPatch } from '@synthhub/shared/mods/mods.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { modKeys } from './keys.ts';

/**
 * `POST /api/mods` with a checked {@link ModInput}: creates a mod owned by the caller (status 201).
 * The answer is read only for a navigation hint; callers go to the slug they sent.
 * @throws ApiError 409 when the slug is taken, 422 when a co-author is unknown, 400 with lines
 */
export function createMod(input: ModInput): Promise<Partial<ModDetail>> {
  return api.request<Partial<ModDetail>>('/api/mods', { method: 'POST', json: input });
}

/**
 * `PATCH /api/mods/{id}` with the changed fields only (owner, co-authors, admins).
 * @throws ApiError 409 (slug taken), 422 (unknown co-author), 403, 404, 400 with lines
 */
export function updateMod({ id, patch }: { id: number; patch: ModPatch }): Promise<Partial<ModDetail>> {
  return api.request<Partial<ModDetail>>(`/api/mods/${id}`, { method: 'PATCH', json: patch });
}

/** Creates a mod; every mods query is refetched afterwards. */
export function useCreateMod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modKeys.all }),
  });
}

/** Saves mod changes; every mods query is refetched afterwards (the slug may have changed). */
export function useUpdateMod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modKeys.all }),
  });
}
