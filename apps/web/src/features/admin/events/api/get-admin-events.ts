import type { Paginated } from '@synthhub/shared/api/pagination';
import type { AdminEventRow } from '@synthhub/shared/events/events.admin.schemas';
import { api } from '../../../../lib/api-client.ts';
import { type AdminGridQuery, crudQuery } from '../../lib/crud-query.ts';

/** `GET /api/admin/events`: one grid page, drafts too, searching title and slug (formats.md §6.1). */
export function getAdminEvents(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<AdminEventRow>> {
  return api.request('/api/admin/events', {
    query: crudQuery(q, { searchFields: ['title', 'slug'] }),
    signal,
  });
}
