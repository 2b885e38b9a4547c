import type { NewsPage } from '@synthhub/shared/news/news.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { newsKeys } from './keys.ts';

/**
 * `GET /api/news?official=&page=`: a page of published posts, newest first (12 a page; the list
 * envelope of formats.md §6.1). `official` true keeps the official ones (`/news/official`).
 * @throws ApiError when the server refuses (400 for a bad page) or cannot be reached
 */
export function getNews(
  official: boolean | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<NewsPage> {
  return api.request<NewsPage>('/api/news', {
    query: { official: official === undefined ? undefined : String(official), page },
    signal,
  });
}

/** Query options for one page of posts, keyed `newsKeys.list(official, page)`. */
export function getNewsQueryOptions(official: boolean | undefined, page: number) {
  return queryOptions({
    queryKey: newsKeys.list(official, page),
    queryFn: ({ signal }) => getNews(official, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of posts (the previous page stays shown while the next loads). */
export function useNews(official: boolean | undefined, page: number) {
  return useQuery(getNewsQueryOptions(official, page));
}
