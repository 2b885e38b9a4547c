import type { AdminScore } from '@synthhub/shared/leaderboards/honest-scores.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from '../api/keys.ts';

/**
 * `GET /api/admin/scores/{id}` (docs/decisions/0054 "Honest scores"), as a query: the score a
 * score report is about, with its player, board, accuracy and hold reason.
 * @throws ApiError 404 once the score was removed
 */
export function useAdminScore(id: number | null) {
  return useQuery({
    queryKey: adminKeys.screen('reports', 'score', id),
    queryFn: ({ signal }) => api.request<AdminScore>(`/api/admin/scores/${id}`, { signal }),
    enabled: id !== null,
  });
}

/** `POST /api/admin/scores/{id}/release {reason}`: the held score counts. @throws ApiError 404, 409 */
export const releaseScore = (id: number, reason: string | undefined) =>
  api.request<AdminScore>(`/api/admin/scores/${id}/release`, { method: 'POST', json: { reason } });

/** `DELETE /api/admin/scores/{id} {reason}`: the score is removed, the player told why. @throws ApiError 400, 404 */
export const removeScore = (id: number, reason: string) =>
  api.request<void>(`/api/admin/scores/${id}`, { method: 'DELETE', json: { reason } });
