import type { VoteKind, VoteState } from '@synthhub/shared/votes/votes.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemKeys } from '../item-keys.ts';
import { deleteVote } from './delete-vote.ts';
import { voteKeys } from './keys.ts';
import { putVote } from './put-vote.ts';

/** What {@link setVote} sends: the item and the vote (0 withdraws it). */
export interface SetVoteInput {
  kind: VoteKind;
  id: number;
  value: 1 | -1 | 0;
}

/** Sets the vote ({@link putVote}) or, for `value` 0, withdraws it ({@link deleteVote}). */
export function setVote({ kind, id, value }: SetVoteInput): Promise<VoteState> {
  return value === 0 ? deleteVote(kind, id) : putVote(kind, id, value);
}

/** Applies a vote to a {@link VoteState} locally, for an optimistic update. */
export function applyVote(state: VoteState, value: 1 | -1 | 0): VoteState {
  const up = state.upvote_count - (state.value === 1 ? 1 : 0) + (value === 1 ? 1 : 0);
  const down = state.downvote_count - (state.value === -1 ? 1 : 0) + (value === -1 ? 1 : 0);
  return { ...state, value, upvote_count: up, downvote_count: down, vote_diff: up - down };
}

/**
 * Sets or withdraws a vote with an optimistic update of the `voteKeys.item(kind, id)` cache (from
 * `current` when the cache is empty), rolled back when the server refuses; `onError` runs after
 * the rollback. The server's answer then replaces the cache and the item's detail
 * (`itemKeys.detail(kind, id)`, the key every kind's feature builds its detail key on) is refetched.
 */
export function useSetVote(current: VoteState, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVote,
    onMutate: async (input) => {
      const key = voteKeys.item(input.kind, input.id);
      await queryClient.cancelQueries({ queryKey: key });
      // Never undefined, so the rollback always has something to restore.
      const previous = queryClient.getQueryData<VoteState>(key) ?? current;
      queryClient.setQueryData<VoteState>(key, applyVote(previous, input.value));
      return { previous };
    },
    onError: (error, input, context) => {
      queryClient.setQueryData(voteKeys.item(input.kind, input.id), context?.previous);
      onError(error);
    },
    onSuccess: (state, input) => {
      queryClient.setQueryData(voteKeys.item(input.kind, input.id), state);
      // The item's own counts (ItemCounts on its page) come from its detail query.
      return queryClient.invalidateQueries({ queryKey: itemKeys.detail(input.kind, input.id) });
    },
  });
}
