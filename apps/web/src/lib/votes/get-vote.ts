import { VOTE_PATHS, type VoteKind, type VoteState } from '@synthhub/shared/votes/votes.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { voteKeys } from './keys.ts';

/**
 * `GET {path}/{id}/vote` (signed in): the caller's vote (`value` 1, -1 or 0) and the item's counts.
 * @throws ApiError 401 when signed out, 404 when the item is not visible to the caller
 */
export function getVote(kind: VoteKind, id: number, signal?: AbortSignal): Promise<VoteState> {
  return api.request<VoteState>(`${VOTE_PATHS[kind]}/${id}/vote`, { signal });
}

/** Query options for {@link getVote}, keyed `voteKeys.item(kind, id)`. */
export function getVoteQueryOptions(kind: VoteKind, id: number) {
  return queryOptions({
    queryKey: voteKeys.item(kind, id),
    queryFn: ({ signal }) => getVote(kind, id, signal),
  });
}

/** The caller's vote on an item; only fetched when `enabled` (signed in). */
export function useVote(kind: VoteKind, id: number, enabled: boolean) {
  return useQuery({ ...getVoteQueryOptions(kind, id), enabled });
}
