import type { ModDetail } from '@synthhub/shared/mods/mods.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { modKeys } from './keys.ts';

/**
 * `GET /api/mods/{slug-or-id}`: one mod with every version, highest semantic version first. A draft
 * answers only to its authors and admins.
 * @throws ApiError 404 when there is no such mod for this user
 */
export function getMod(ref: string | number, signal?: AbortSignal): Promise<ModDetail> {
  return api.request<ModDetail>(`/api/mods/${encodeURIComponent(String(ref))}`, { signal });
}

/** Query options keyed `modKeys.detail(ref)`. */
export function getModQueryOptions(ref: string | number) {
  return queryOptions({
    queryKey: modKeys.detail(ref),
    queryFn: ({ signal }) => getMod(ref, signal),
  });
}

/** One mod by slug (the detail page) or id (the edit page). */
export function useMod(ref: string | number) {
  return useQuery(getModQueryOptions(ref));
}
