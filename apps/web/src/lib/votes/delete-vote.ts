import { VOTE_PATHS, type VoteKind, type VoteState } from '@synthhub/shared/votes/votes.schemas';
import { api } from '../api-client.ts';

/**
 * `DELETE {path}/{id}/vote` (signed in): withdraws the caller's vote, answering `value` 0 with the
 * item's counts afterwards.
 * @throws ApiError 401 when signed out, 404 when the item is not visible
 */
export function deleteVote(kind: VoteKind, id: number): Promise<VoteState> {
  return api.request<VoteState>(`${VOTE_PATHS[kind]}/${id}/vote`, { method: 'DELETE' });
}
