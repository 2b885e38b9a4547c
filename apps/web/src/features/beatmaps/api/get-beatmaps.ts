import type { Paginated } from '@synthhub/shared/api/pagination';
import type { Beatmap } from '@synthhub/shared/beatmaps/beatmaps.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Beatmaps per page on the `/beatmaps` grid. */
export const BEATMAPS_PAGE_SIZE = 24;

/**
 * Parameters of {@link getBeatmaps}: 1-based `page`, `limit` items per page; `userId` only that
 * uploader's beatmaps; `drafts` also unpublished ones (the uploader themself or an admin only).
 */
export interface GetBeatmapsParams {
  page: number;
  limit?: number;
  userId?: number;
  drafts?: boolean;
}

/**
 * `GET /api/beatmaps?page=&limit=[&user_id=&drafts=true]`: one page of beatmaps, newest first.
 * @throws ApiError on failure
 */
export function getBeatmaps(
  { page, limit = BEATMAPS_PAGE_SIZE, userId, drafts }: GetBeatmapsParams,
  signal?: AbortSignal,
) {
  const query: Record<string, string | number> = { page, limit };
  if (userId !== undefined) query.user_id = userId;
  if (drafts) query.drafts = 'true';
  return api.request<Paginated<Beatmap>>('/api/beatmaps', { query, signal });
}

/** Query options keyed `['beatmaps', 'list', {page, limit}]`; the previous page stays shown while the next loads. */
export function getBeatmapsQueryOptions(params: GetBeatmapsParams) {
  const { page, limit = BEATMAPS_PAGE_SIZE, userId, drafts = false } = params;
  return queryOptions({
    queryKey: ['beatmaps', 'list', { page, limit, userId, drafts }],
    queryFn: ({ signal }) => getBeatmaps({ page, limit, userId, drafts }, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of beatmaps. */
export function useBeatmaps(params: GetBeatmapsParams) {
  return useQuery(getBeatmapsQueryOptions(params));
}
