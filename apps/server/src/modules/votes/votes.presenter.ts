import type { VoteState } from '@synthhub/shared/votes/votes.schemas';
import type { ItemVoteColumns } from './votes.repository.ts';

/**
 * The one place vote columns become the API's `VoteState` (wire names of formats.md §6.3):
 * `value` (the caller's vote: 1, -1 or 0), the counts, `vote_diff`, and `score`/`rating` as strings.
 */
export function presentVoteState(value: number, columns: ItemVoteColumns): VoteState {
  return {
    value: value > 0 ? 1 : value < 0 ? -1 : 0,
    upvote_count: columns.upvoteCount,
    downvote_count: columns.downvoteCount,
    vote_diff: columns.upvoteCount - columns.downvoteCount,
    score: String(columns.score),
    rating: String(columns.rating),
  };
}
