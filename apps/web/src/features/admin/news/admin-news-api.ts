import type { Paginated } from '@synthhub/shared/api/pagination';
import type {
  NewsPost,
  NewsPostInput,
  NewsPostPatch,
  NewsPostSummary,
} from '@synthhub/shared/news/news.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../api/keys.ts';
import type { AdminGridQuery } from '../lib/crud-query.ts';

/** The news screen's query key prefix (its list and the posts being edited). */
export const adminNewsKey = adminKeys.screen('news');

/** `GET /api/admin/news?page=&limit=`: every post, drafts included, newest first (docs/decisions/0028). */
export function getAdminNews(q: AdminGridQuery, signal?: AbortSignal): Promise<Paginated<NewsPostSummary>> {
  return api.request('/api/admin/news', { query: { page: q.page, limit: q.limit }, signal });
}

/** `GET /api/news/{id}` as an admin (drafts too), for the edit form; disabled without an id. */
export function useAdminNewsPost(id: number | undefined) {
  return useQuery({
    queryKey: adminKeys.screen('news', 'post', id),
    queryFn: ({ signal }) => api.request<NewsPost>(`/api/news/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/** `POST /api/admin/news` (audited `news.create`). @throws ApiError 400 naming fields, 409 taken slug */
export const createNewsPost = (input: NewsPostInput) =>
  api.request<NewsPost>('/api/admin/news', { method: 'POST', json: input });

/** `PATCH /api/admin/news/{id}` (audited `news.update` / `news.publish` / `news.unpublish`). */
export const updateNewsPost = (id: number, patch: NewsPostPatch) =>
  api.request<NewsPost>(`/api/admin/news/${id}`, { method: 'PATCH', json: patch });

/** `DELETE /api/admin/news/{id}` (audited `news.delete`). @throws ApiError 404 */
export const deleteNewsPost = (id: number) =>
  api.request<void>(`/api/admin/news/${id}`, { method: 'DELETE' });
