import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from './keys.ts';

/**
 * `DELETE /api/beatmaps/{id}/reviews/{reviewId}`: the author removes their review (204).
 * @throws ApiError 401 signed out, 403 not the author, 404 missing
 */
export async function deleteReview({ beatmapId, reviewId }: { beatmapId: number; reviewId: number }) {
  await api.request<unknown>(`/api/beatmaps/${beatmapId}/reviews/${reviewId}`, { method: 'DELETE' });
}

/** Deletes a review; then the beatmap (its counts) and its reviews are refetched. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_done, { beatmapId }) =>
      queryClient.invalidateQueries({ queryKey: reviewKeys.beatmap(beatmapId) }),
  });
}
