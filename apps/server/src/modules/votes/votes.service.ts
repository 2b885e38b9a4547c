import type { VoteKind, VoteState } from '@synthhub/shared/votes/votes.schemas';
import { announce } from '../../lib/events/announce.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { authorizeContent, contentItem } from '../../policies/content.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { presentVoteState } from './votes.presenter.ts';
import { voteFigures } from './votes.rating.ts';
import * as repo from './votes.repository.ts';
import { VOTE_TARGETS } from './votes.targets.ts';

/** What the vote rules need from the app. */
export interface VotesContext {
  db: Db;
  /** Where a changed vote is announced (`vote.cast`, lib/events/domain-events.ts). */
  events: DomainEventBus;
}

/** The item if the caller may see it (published, or theirs, or they are an admin; never soft-deleted); else NotFound. */
function assertVisible(kind: VoteKind, id: number, item: repo.VotableItem | undefined, viewer: AuthUser) {
  if (!item) throw new NotFound(`${VOTE_TARGETS[kind].label} ${id} was not found.`);
  authorizeContent(viewer, 'read', contentItem(kind, item));
}

/**
 * The counts after one user's vote changes from `before` to `after` (each 1, -1 or 0 for none):
 * the old vote leaves its count and the new one joins its count, so a new vote adds one, a changed
 * vote moves one from one count to the other, a withdrawn vote takes one away, and an unchanged
 * vote changes nothing (docs/decisions/0010). A count never goes below 0.
 */
export function applyVoteDelta(
  counts: { up: number; down: number },
  before: number,
  after: number,
): { up: number; down: number } {
  const up = counts.up - (before > 0 ? 1 : 0) + (after > 0 ? 1 : 0);
  const down = counts.down - (before < 0 ? 1 : 0) + (after < 0 ? 1 : 0);
  return { up: Math.max(0, up), down: Math.max(0, down) };
}

/**
 * Sets (`value` 1 or -1) or withdraws (`value` 0) the user's vote on an item, then applies the
 * change to the item's stored `upvote_count`/`downvote_count` as a delta ({@link applyVoteDelta})
 * and rewrites `rating` and `score` from the new counts (votes.rating.ts) — all in one transaction
 * that first locks the item row, so concurrent votes on one item are applied one at a time. The
 * stored counts are the source of truth, so items that arrived with counts and no vote rows (demo
 * content, data imported from the existing site) change by exactly one (docs/decisions/0010).
 * Voting on your own item is allowed: each account still has one vote per item, and ranking damps
 * small counts anyway. A changed vote emits `vote.cast` after commit. Throws NotFound when the item does not exist or is a draft the user may not see.
 */
export async function castVote(
  ctx: VotesContext,
  user: AuthUser,
  kind: VoteKind,
  id: number,
  value: 1 | -1 | 0,
): Promise<VoteState> {
  const { state, changed } = await ctx.db.transaction(async (tx) => {
    const item = await repo.lockItem(tx, kind, id);
    assertVisible(kind, id, item, user);
    const before = await repo.findVoteValue(tx, kind, id, user.id);
    const stored = { up: item!.upvoteCount, down: item!.downvoteCount };
    const { up, down } = applyVoteDelta(stored, before, value);
    const columns = { upvoteCount: up, downvoteCount: down, ...voteFigures(up, down) };
    if (before !== value) {
      if (value === 0) await repo.deleteVote(tx, kind, id, user.id);
      else await repo.upsertVote(tx, kind, id, user.id, value);
      await repo.updateItemVotes(tx, kind, id, columns);
    }
    return { state: presentVoteState(value, columns), changed: before !== value };
  });
  if (changed) await announce(ctx, 'vote.cast', { kind, itemId: id, userId: user.id, value });
  return state;
}

/** The user's vote on an item and the item's counts. Throws NotFound like {@link castVote}. */
export async function getVote(
  ctx: VotesContext,
  user: AuthUser,
  kind: VoteKind,
  id: number,
): Promise<VoteState> {
  const item = await repo.findItemVotes(ctx.db, kind, id);
  assertVisible(kind, id, item, user);
  const value = await repo.findVoteValue(ctx.db, kind, id, user.id);
  return presentVoteState(value, item!);
}
