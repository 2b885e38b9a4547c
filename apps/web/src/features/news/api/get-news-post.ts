import type { NewsPost } from '@synthhub/shared/news/news.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsKeys } from './keys.ts';

/**
 * `GET /api/news/{ref}`: one published post by id (digits) or slug, which may hold one `/`
 * (`2023/coconut-edition`; each segment is URL-encoded, the slash kept).
 * @throws ApiError 404 ("News post … was not found.") for an unknown slug or a draft
 */
export function getNewsPost(ref: string, signal?: AbortSignal): Promise<NewsPost> {
  const path = ref.split('/').map(encodeURIComponent).join('/');
  return api.request<NewsPost>(`/api/news/${path}`, { signal });
}

/** Query options for one post, keyed `newsKeys.post(ref)` (a 404 is not retried: lib/query-client.ts). */
export function getNewsPostQueryOptions(ref: string) {
  return queryOptions({
    queryKey: newsKeys.post(ref),
    queryFn: ({ signal }) => getNewsPost(ref, signal),
  });
}

/** One post by id or slug. */
export function useNewsPost(ref: string) {
  return useQuery(getNewsPostQueryOptions(ref));
}
