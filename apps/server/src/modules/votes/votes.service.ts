import type { VoteKind, VoteState } from '@synthhub/shared/votes/votes.schemas';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { canSeeUnpublished } from '../../lib/listing.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { presentVoteState } from './votes.presenter.ts';
import { voteFigures } from './votes.rating.ts';
import * as repo from './votes.repository.ts';
import { VOTE_TARGETS } from './votes.targets.ts';

/** What the vote rules need from the app. */
export interface VotesContext {
  db: Db;
}

/** The item if the caller may see it (published, or theirs, or they are an admin); else NotFound. */
function assertVisible(kind: VoteKind, id: number, item: repo.VotableItem | undefined, viewer: AuthUser) {
  if (!item || !(item.published || canSeeUnpublished(viewer, item.userId)))
    throw new NotFound(`${VOTE_TARGETS[kind].label} ${id} was not found.`);
}

/**
 * Sets (`value` 1 or -1) or withdraws (`value` 0) the user's vote on an item, then recounts the
 * item's `upvote_count`/`downvote_count` from the vote rows and rewrites `rating` and `score`
 * (votes.rating.ts) — all in one transaction that first locks the item row, so concurrent votes on
 * one item leave its counts equal to its rows (issue 4 acceptance). Voting on your own item is
 * allowed: each account still has one vote per item, and ranking damps small counts anyway.
 * Throws NotFound when the item does not exist or is a draft the user may not see.
 */
export async function castVote(
  ctx: VotesContext,
  user: AuthUser,
  kind: VoteKind,
  id: number,
  value: 1 | -1 | 0,
): Promise<VoteState> {
  return ctx.db.transaction(async (tx) => {
    assertVisible(kind, id, await repo.lockItem(tx, kind, id), user);
    if (value === 0) await repo.deleteVote(tx, kind, id, user.id);
    else await repo.upsertVote(tx, kind, id, user.id, value);
    const { up, down } = await repo.countVotes(tx, kind, id);
    const columns = { upvoteCount: up, downvoteCount: down, ...voteFigures(up, down) };
    await repo.updateItemVotes(tx, kind, id, columns);
    return presentVoteState(value, columns);
  });
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
