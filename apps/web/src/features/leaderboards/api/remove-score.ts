import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dethroneKeys, leaderboardKeys, leaderboardProfileKeys, rankingKeys, scoreKeys } from './keys.ts';

/**
 * `DELETE /api/admin/scores/{id} {reason}` (docs/decisions/0054 "Honest scores"): an admin removes
 * a score; the server audits it, recomputes the board's ranks and tells the player the reason.
 * @throws ApiError 400 (no reason), 403 (not an admin session), 404 (no such score)
 */
export const removeScore = (id: number, reason: string) =>
  api.request<void>(`/api/admin/scores/${id}`, { method: 'DELETE', json: { reason } });

/**
 * {@link removeScore} as a mutation (`{scoreId, reason}`); on success every competitive list the
 * score may have been in is refetched (boards, scores, rankings, profiles, dethrones).
 */
export function useRemoveScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scoreId, reason }: { scoreId: number; reason: string }) => removeScore(scoreId, reason),
    onSuccess: () =>
      Promise.all(
        [
          leaderboardKeys.all,
          scoreKeys.all,
          rankingKeys.all,
          leaderboardProfileKeys.all,
          dethroneKeys.all,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
