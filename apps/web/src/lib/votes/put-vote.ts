import { VOTE_PATHS, type VoteKind, type VoteState } from '@synthhub/shared/votes/votes.schemas';
import { api } from '../api-client.ts';

/**
 * `PUT {path}/{id}/vote` with `{value: 1 | -1}` (signed in): sets the caller's vote, answering it
 * with the item's counts afterwards.
 * @throws ApiError 401 when signed out, 404 when the item is not visible, 400 for a bad value
 */
export function putVote(kind: VoteKind, id: number, value: 1 | -1): Promise<VoteState> {
  return api.request<VoteState>(`${VOTE_PATHS[kind]}/${id}/vote`, { method: 'PUT', json: { value } });
}
