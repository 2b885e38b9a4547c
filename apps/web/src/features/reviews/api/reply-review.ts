import type { Review } from '@synthhub/shared/reviews/reviews.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/**
 * `PUT /api/beatmaps/{id}/reviews/{reviewId}/reply` `{text}`: the beatmap's mapper replies to a
 * review; an empty text removes the reply (docs/decisions/0027). Answers the review.
 * @throws ApiError 400 (longer than 1000 characters), 401, 403 not the mapper, 404 missing
 */
export function replyToReview({
  beatmapId,
  reviewId,
  text,
}: {
  beatmapId: number;
  reviewId: number;
  text: string;
}): Promise<Review> {
  return api.request<Review>(`/api/beatmaps/${beatmapId}/reviews/${reviewId}/reply`, {
    method: 'PUT',
    json: { text },
  });
}

/** Saves or removes a reply; then the beatmap's reviews are refetched. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (review) => queryClient.invalidateQueries({ queryKey: reviewKeys.all(review.beatmap_id) }),
  });
}
