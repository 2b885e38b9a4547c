import type { Paginated } from '@synthhub/shared/api/pagination';
import type {
  AdminItemAction,
  AdminItemActionResponse,
  AdminItemFields,
  AdminItemStatus,
} from '@synthhub/shared/admin/items.schemas';
import { api } from '../../../lib/api-client.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';

/**
 * One row of an admin item screen: the kind's API shape (formats.md §6.3: `id`, `user`, the counts,
 * `cover_url` …) with the moderation fields (`published`, `deleted_at`, `featured_at`).
 */
export type AdminItemRow = AdminItemFields & {
  id: number;
  user: { id: number; username: string };
  cover_url: string;
  published_at: string | null;
  download_count: number;
  rating: string;
  [field: string]: unknown;
};

/** The admin list's filters beside the grid's query: `status` (none: every live item) and `featured`. */
export interface AdminItemFilters {
  status?: AdminItemStatus | undefined;
  featured?: boolean | undefined;
}

/**
 * `GET /api/admin/<kind>` (docs/decisions/0030): one page of a kind's items in the list grammar
 * (formats.md §6.1) — the search box's term in any of `searchFields` — drafts and, with
 * `status=deleted|all`, deleted ones too. @throws ApiError (403 "Unauthorized"; 400 bad query)
 */
export function getAdminItems(
  apiPath: string,
  query: AdminGridQuery,
  searchFields: readonly string[],
  filters: AdminItemFilters,
  signal?: AbortSignal,
): Promise<Paginated<AdminItemRow>> {
  return api.request<Paginated<AdminItemRow>>(`/api/admin/${apiPath}`, {
    query: crudQuery(query, {
      searchFields,
      extra: {
        status: filters.status,
        featured: filters.featured === undefined ? undefined : String(filters.featured),
      },
    }),
    signal,
  });
}

/** `GET /api/admin/<kind>/:id`: one item with its moderation fields, deleted ones too. @throws ApiError (404) */
export function getAdminItem(apiPath: string, id: number, signal?: AbortSignal): Promise<AdminItemRow> {
  return api.request<AdminItemRow>(`/api/admin/${apiPath}/${id}`, { signal });
}

/**
 * `PATCH /api/admin/<kind>/:id`: the kind's metadata edit (its shared patch schema), audited.
 * @throws ApiError (400 naming the broken rule; 409 a deleted item)
 */
export function editAdminItem(apiPath: string, id: number, patch: object): Promise<AdminItemRow> {
  return api.request<AdminItemRow>(`/api/admin/${apiPath}/${id}`, { method: 'PATCH', json: patch });
}

/**
 * `POST /api/admin/<kind>/actions`: one moderation action on up to 100 items, each in its own
 * transaction; answers a result per id. Throws an Error listing the refused ones (their messages),
 * so the grid shows them, after the others were applied. @throws ApiError (400 bad body)
 */
export async function actOnAdminItems(
  apiPath: string,
  ids: number[],
  action: AdminItemAction,
  reason?: string,
): Promise<AdminItemActionResponse> {
  const answer = await api.request<AdminItemActionResponse>(`/api/admin/${apiPath}/actions`, {
    method: 'POST',
    json: { ids, action, ...(reason ? { reason } : {}) },
  });
  const refused = answer.results.filter((r) => !r.ok);
  if (refused.length > 0) throw new Error(refused.map((r) => r.error ?? `${r.id}: refused`).join(' '));
  return answer;
}
