import type { AdminUserDetail } from '@synthhub/shared/admin/users.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminUserKeys } from './get-admin-users.ts';

/**
 * `GET /api/admin/users/{id}`: the account, its uploads per kind, reports by and about it, and its
 * audit history. @throws ApiError (404 when no account has this id)
 */
export function getAdminUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api.request<AdminUserDetail>(`/api/admin/users/${id}`, { signal });
}

/** The account detail as a query (key `adminUserKeys.detail(id)`). */
export function useAdminUser(id: number) {
  return useQuery({ queryKey: adminUserKeys.detail(id), queryFn: ({ signal }) => getAdminUser(id, signal) });
}
