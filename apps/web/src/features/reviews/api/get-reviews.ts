import { REVIEWS_PAGE_SIZE } from '@synthhub/shared/reviews/reviews.constants';
import type { ReviewsPage } from '@synthhub/shared/reviews/reviews.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/**
 * `GET /api/beatmaps/{id}/reviews?page&limit`: one page of a beatmap's reviews, newest first, in
 * the list envelope plus `mine` (the signed-in user's own review, wherever it is) and the counts
 * (docs/decisions/0027). Sent with the session's token when there is one, so `mine` is filled.
 * @throws ApiError 404 when the beatmap does not exist or is a draft the user may not see
 */
export function getReviews(
  beatmapId: number,
  page: number,
  limit = REVIEWS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return api.request<ReviewsPage>(`/api/beatmaps/${beatmapId}/reviews?page=${page}&limit=${limit}`, {
    signal,
  });
}

/** Query options for one page of reviews as `viewer` (user id, null signed out) sees it, keyed `reviewKeys.page`. */
export function getReviewsQueryOptions(beatmapId: number, viewer: number | null, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(beatmapId, viewer, page),
    queryFn: ({ signal }) => getReviews(beatmapId, page, REVIEWS_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of a beatmap's reviews (the previous page stays shown while the next loads). */
export function useReviews(beatmapId: number, viewer: number | null, page: number) {
  return useQuery(getReviewsQueryOptions(beatmapId, viewer, page));
}
