import type { VoteKind } from '@synthhub/shared/votes/votes.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { votes } from '../../db/schema/index.ts';
import { VOTE_TARGETS } from './votes.targets.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns of a votable item the vote rules read. */
export interface VotableItem {
  id: number;
  userId: number;
  published: boolean;
  /** Soft-deleted by a moderator (docs/decisions/0030): not votable by anyone. */
  deletedAt: Date | null;
}

/** One item's vote columns, as stored. */
export interface ItemVoteColumns {
  upvoteCount: number;
  downvoteCount: number;
  score: string;
  rating: string;
}

/** A votable item's rule columns and its stored counts, as read under the row lock. */
export interface LockedItem extends VotableItem {
  upvoteCount: number;
  downvoteCount: number;
}

/**
 * Reads an item with its stored counts and locks its row (`SELECT … FOR UPDATE`) until the
 * transaction ends, so votes on one item are applied one transaction at a time
 * (docs/decisions/0010). Call it inside a transaction. Answers undefined when the item does not exist.
 */
export async function lockItem(tx: DbOrTx, kind: VoteKind, id: number): Promise<LockedItem | undefined> {
  const t = VOTE_TARGETS[kind].table;
  const [row] = await tx
    .select({
      id: t.id,
      userId: t.userId,
      published: t.published,
      deletedAt: t.deletedAt,
      upvoteCount: t.upvoteCount,
      downvoteCount: t.downvoteCount,
    })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row;
}

/** The user's vote on an item: 1, -1, or 0 when they have not voted. */
export async function findVoteValue(
  db: DbOrTx,
  kind: VoteKind,
  itemId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: votes.value })
    .from(votes)
    .where(and(eq(votes.kind, kind), eq(votes.itemId, itemId), eq(votes.userId, userId)));
  return row?.value ?? 0;
}

/** Inserts the user's vote or changes its value (one row per kind, item and user). */
export async function upsertVote(
  db: DbOrTx,
  kind: VoteKind,
  itemId: number,
  userId: number,
  value: 1 | -1,
): Promise<void> {
  await db
    .insert(votes)
    .values({ kind, itemId, userId, value })
    .onConflictDoUpdate({
      target: [votes.kind, votes.itemId, votes.userId],
      set: { value, updatedAt: sql`now()` },
    });
}

/** Deletes the user's vote on an item, if any. */
export async function deleteVote(db: DbOrTx, kind: VoteKind, itemId: number, userId: number): Promise<void> {
  await db.delete(votes).where(and(eq(votes.kind, kind), eq(votes.itemId, itemId), eq(votes.userId, userId)));
}

/** Deletes every vote on an item (when the item is deleted). */
export async function deleteItemVotes(db: DbOrTx, kind: VoteKind, itemId: number): Promise<void> {
  await db.delete(votes).where(and(eq(votes.kind, kind), eq(votes.itemId, itemId)));
}

/** Writes an item's vote columns. */
export async function updateItemVotes(
  db: DbOrTx,
  kind: VoteKind,
  itemId: number,
  columns: ItemVoteColumns,
): Promise<void> {
  const t = VOTE_TARGETS[kind].table;
  await db.update(t).set(columns).where(eq(t.id, itemId));
}

/** An item with its stored vote columns (no lock), or undefined when it does not exist. */
export async function findItemVotes(
  db: DbOrTx,
  kind: VoteKind,
  itemId: number,
): Promise<(VotableItem & ItemVoteColumns) | undefined> {
  const t = VOTE_TARGETS[kind].table;
  const [row] = await db
    .select({
      id: t.id,
      userId: t.userId,
      published: t.published,
      deletedAt: t.deletedAt,
      upvoteCount: t.upvoteCount,
      downvoteCount: t.downvoteCount,
      score: t.score,
      rating: t.rating,
    })
    .from(t)
    .where(eq(t.id, itemId));
  return row;
}
