import type { Paginated } from '@synthhub/shared/api/pagination';
import type { AdminTag } from '@synthhub/shared/tags/tags.schemas';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../api/keys.ts';
import { type AdminGridQuery, crudQuery } from '../lib/crud-query.ts';

/** A tag as the grid shows it: the API's AdminTag with the name as the row id. */
export type AdminTagRow = AdminTag & { id: string };

/** The tags screen's query key prefix (every list and search of `/api/admin/tags`). */
export const adminTagsKey = adminKeys.screen('tags');

const tagUrl = (name: string) => `/api/admin/tags/${encodeURIComponent(name)}`;

/**
 * `GET /api/admin/tags` (docs/decisions/0031-tags.md): one page of every tag in the registry or in
 * use, with beatmap and stage counts; the search is the name's `$contL`.
 * @throws ApiError (403 "Unauthorized" for a non-admin; 400 naming a bad sort)
 */
export async function getAdminTags(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<AdminTagRow>> {
  const page = await api.request<Paginated<AdminTag>>('/api/admin/tags', {
    query: crudQuery(q, { searchFields: ['name'] }),
    signal,
  });
  return { ...page, data: page.data.map((tag) => ({ ...tag, id: tag.name })) };
}

/** `POST /api/admin/tags` `{name}`. @throws ApiError 400 (spec §5 rule), 409 (exists) */
export const createTag = (name: string) =>
  api.request<AdminTag>('/api/admin/tags', { method: 'POST', json: { name } });

/** `PATCH /api/admin/tags/{name}` `{name}`. @throws ApiError 400, 404, 409 (new name exists: merge) */
export const renameTag = (from: string, name: string) =>
  api.request<AdminTag>(tagUrl(from), { method: 'PATCH', json: { name } });

/** `POST /api/admin/tags/merge` `{from, into}`: items keep `into` once. @throws ApiError 404 */
export const mergeTags = (from: string, into: string) =>
  api.request<AdminTag>('/api/admin/tags/merge', { method: 'POST', json: { from, into } });

/** `DELETE /api/admin/tags/{name}`. @throws ApiError 409 naming the uses of a tag in use */
export const deleteTag = (name: string) => api.request<void>(tagUrl(name), { method: 'DELETE' });
