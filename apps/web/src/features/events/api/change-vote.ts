import type { EventVote } from '@synthhub/shared/events/events.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { api } from '../../../lib/api-client.ts';
import { eventKeys } from './keys.ts';

/** One change to the user's ranked picks: add at `order`, remove, or move to `order`. */
export interface VoteChange {
  action: 'vote' | 'delete' | 'move';
  category_id: number;
  beatmap_id: number;
  /** Where the pick goes (vote, move); 0 = top. */
  order: number;
}

/**
 * The toasts of spec §8 "Votes", exactly. A successful move reads "Vote submitted!" (the spec has
 * no separate success message for reordering; the pick is submitted at its new place).
 */
export const VOTE_TOASTS = {
  vote: { success: 'Vote submitted!', failure: 'Failed to submit vote. Please try again' },
  delete: { success: 'Vote removed!', failure: 'Failed to remove vote. Please try again' },
  move: { success: 'Vote submitted!', failure: 'Failed to reorder vote. Please try again' },
} as const;

/**
 * Sends a change (spec §7): `POST /api/events/{id}/vote`, `…/vote/delete` or
 * `…/vote/move/{order}`, each with body `{category_id, beatmap_id, order}`; answers the user's
 * picks in the event after it.
 */
export function changeVote(eventId: number, change: VoteChange): Promise<EventVote[]> {
  const path = { vote: 'vote', delete: 'vote/delete', move: `vote/move/${change.order}` }[change.action];
  const { category_id, beatmap_id, order } = change;
  return api.request<EventVote[]>(`/api/events/${eventId}/${path}`, {
    method: 'POST',
    json: { category_id, beatmap_id, order },
  });
}

/**
 * The picks after a change, as the server computes them (docs/decisions/0026): the category's list
 * is rewritten with orders 0..n−1; an order past the end means last. For the optimistic update.
 */
export function applyVoteChange(votes: readonly EventVote[], change: VoteChange): EventVote[] {
  const list = votes
    .filter((v) => v.category_id === change.category_id)
    .sort((a, b) => a.order - b.order)
    .map((v) => v.beatmap_id)
    .filter((id) => id !== change.beatmap_id);
  if (change.action !== 'delete') list.splice(Math.min(change.order, list.length), 0, change.beatmap_id);
  const others = votes.filter((v) => v.category_id !== change.category_id);
  const mine = list.map((beatmap_id, order) => ({ category_id: change.category_id, beatmap_id, order }));
  return [...others, ...mine].sort((a, b) => a.category_id - b.category_id || a.order - b.order);
}

/**
 * Changes a pick with an optimistic update of `eventKeys.votes(eventId)` (so a dragged pick stays
 * where it was dropped), rolled back on failure; the server's answer then replaces the cache. Shows
 * the spec §8 toast of the action on success and on failure.
 */
export function useChangeVote(eventId: number) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const key = eventKeys.votes(eventId);
  return useMutation({
    mutationFn: (change: VoteChange) => changeVote(eventId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EventVote[]>(key) ?? [];
      queryClient.setQueryData<EventVote[]>(key, applyVoteChange(previous, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      queryClient.setQueryData(key, context?.previous);
      enqueueSnackbar(VOTE_TOASTS[change.action].failure, { variant: 'error' });
    },
    onSuccess: (votes, change) => {
      queryClient.setQueryData(key, votes);
      enqueueSnackbar(VOTE_TOASTS[change.action].success, { variant: 'success' });
    },
  });
}
