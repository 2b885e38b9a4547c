import type { VoteKind } from '@synthhub/shared/votes/votes.schemas';

/**
 * The TanStack Query keys of votes (TkDodo "Effective React Query Keys"): `all` `['votes']` and
 * `item(kind, id)` `['votes', kind, id]`, the signed-in user's vote on one item with its counts.
 * The item's own detail is named by `itemKeys.detail` (lib/item-keys.ts), never by a feature's key.
 */
export const voteKeys = {
  all: ['votes'] as const,
  item: (kind: VoteKind, id: number) => [...voteKeys.all, kind, id] as const,
};
