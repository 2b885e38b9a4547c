import type { Paginated } from '@synthhub/shared/api/pagination';
import type { DownloadHistoryEntry } from '@synthhub/shared/beatmaps/download-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/use-session.ts';
import { beatmapKeys } from './keys.ts';

/** Entries per page on `/beatmaps/downloads`. */
export const DOWNLOAD_HISTORY_PAGE_SIZE = 24;

/**
 * `GET /api/downloads?page=&limit=` (bearer token required): one page of the signed-in user's
 * download history, last downloaded first, one entry per beatmap `{downloaded_at, times, beatmap}`.
 * @throws ApiError on failure (401 when signed out)
 */
export function getDownloadHistory(
  { page, limit = DOWNLOAD_HISTORY_PAGE_SIZE }: { page: number; limit?: number },
  signal?: AbortSignal,
): Promise<Paginated<DownloadHistoryEntry>> {
  return api.request<Paginated<DownloadHistoryEntry>>('/api/downloads', { query: { page, limit }, signal });
}

/**
 * Query options keyed `beatmapKeys.downloadHistory(userId, page, limit)` (one user's history
 * never shows for another). Always stale: a download elsewhere on the site changes it, so each
 * visit refetches.
 */
export function getDownloadHistoryQueryOptions(userId: number | undefined, page: number) {
  const limit = DOWNLOAD_HISTORY_PAGE_SIZE;
  return queryOptions({
    queryKey: beatmapKeys.downloadHistory(userId, page, limit),
    queryFn: ({ signal }) => getDownloadHistory({ page, limit }, signal),
    enabled: userId !== undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the signed-in user's download history (idle while signed out). */
export function useDownloadHistory(page: number) {
  const user = useCurrentUser();
  return useQuery(getDownloadHistoryQueryOptions(user?.id, page));
}
