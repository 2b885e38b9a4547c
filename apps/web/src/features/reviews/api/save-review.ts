import type { Review, ReviewCreate, ReviewPatch } from '@synthhub/shared/reviews/reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/** What {@link saveReview} sends: a new review, or a change to the user's own (`reviewId`). */
export type SaveReviewVariables =
  | { beatmapId: number; reviewId?: undefined; body: ReviewCreate }
  | { beatmapId: number; reviewId: number; body: ReviewPatch };

/**
 * `POST /api/beatmaps/{id}/reviews` (a new review) or `PATCH /api/beatmaps/{id}/reviews/{reviewId}`
 * (the author's edit) with `{text, recommend}` (docs/decisions/0027). Answers the review.
 * @throws ApiError 400 naming the field, 401 signed out, 403 own beatmap or not the author,
 * 409 "You have already reviewed this beatmap…", 404 missing
 */
export function saveReview({ beatmapId, reviewId, body }: SaveReviewVariables): Promise<Review> {
  return reviewId === undefined
    ? api.request<Review>(`/api/beatmaps/${beatmapId}/reviews`, { method: 'POST', json: body })
    : api.request<Review>(`/api/beatmaps/${beatmapId}/reviews/${reviewId}`, { method: 'PATCH', json: body });
}

/** Writes or edits a review; then the beatmap (its counts) and its reviews are refetched. */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReview,
    onSuccess: (review) => queryClient.invalidateQueries({ queryKey: reviewKeys.beatmap(review.beatmap_id) }),
  });
}
