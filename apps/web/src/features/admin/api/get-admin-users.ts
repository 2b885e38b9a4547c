import type { AdminUser } from '@synthhub/shared/admin/users.schemas';
import type { Paginated } from '@synthhub/shared/api/pagination';
import { api } from '../../../lib/api-client.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';
import { adminKeys } from './keys.ts';

/** The users grid's filters: admins only / others, suspended or not, deleted accounts (tombstones). */
export interface AdminUserFilters {
  admin?: boolean | undefined;
  suspended?: boolean | undefined;
  deleted?: boolean | undefined;
}

/** The users grid's key prefix for `filters`; `adminUserKeys.all` covers the grid and every detail. */
export const adminUserKeys = {
  all: adminKeys.screen('users'),
  list: (filters: AdminUserFilters) => adminKeys.screen('users', 'list', filters),
  detail: (id: number) => adminKeys.screen('users', 'detail', id),
};

/**
 * `GET /api/admin/users`: one page of accounts, the search term matched in username or e-mail
 * (`$contL`), sorted and filtered. @throws ApiError (403 "Unauthorized" for a non-admin)
 */
export function getAdminUsers(
  query: AdminGridQuery,
  filters: AdminUserFilters,
  signal?: AbortSignal,
): Promise<Paginated<AdminUser>> {
  return api.request<Paginated<AdminUser>>('/api/admin/users', {
    query: crudQuery(query, {
      searchFields: ['username', 'email'],
      extra: { admin: filters.admin, suspended: filters.suspended, deleted: filters.deleted },
    }),
    signal,
  });
}
