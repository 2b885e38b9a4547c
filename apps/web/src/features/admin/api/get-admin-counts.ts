import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The site's totals, drafts included (`GET /api/admin/counts`, admins only). */
export interface AdminCounts {
  users: number;
  beatmaps: number;
  playlists: number;
  stages: number;
  avatars: number;
}

/**
 * `GET /api/admin/counts`.
 * @throws ApiError (401/403 "Unauthorized" for anyone but an admin, spec §6)
 */
export function getAdminCounts(signal?: AbortSignal): Promise<AdminCounts> {
  return api.request<AdminCounts>('/api/admin/counts', { signal });
}

/** The site's totals for the admin dashboard, keyed `adminKeys.counts()`; only asked when `enabled`. */
export function useAdminCounts(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.counts(),
      queryFn: ({ signal }) => getAdminCounts(signal),
      enabled,
    }),
  );
}
