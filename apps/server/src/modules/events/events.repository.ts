import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  beatmaps,
  eventCategories,
  eventCategoryBeatmaps,
  eventVotes,
  events,
} from '../../db/schema/index.ts';

/** A Drizzle database or an open transaction: repository functions accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
/** An event row as stored. */
export type EventRow = typeof events.$inferSelect;
/** A category row as stored. */
export type EventCategoryRow = typeof eventCategories.$inferSelect;
/** One stored pick: a beatmap at `order` of a user's list in a category. */
export interface VoteRow {
  userId: number;
  categoryId: number;
  beatmapId: number;
  order: number;
}

/** A published event by id, or undefined (drafts are invisible: spec §6 leaves events to admins). */
export async function findPublishedEventById(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.published, true)));
  return row;
}

/** A published event by slug, or undefined. */
export async function findPublishedEventBySlug(db: DbOrTx, slug: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.published, true)));
  return row;
}

/** The featured published event whose voting starts last (ties: higher id), or undefined. */
export async function findFeaturedEvent(db: DbOrTx): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.featured, true), eq(events.published, true)))
    .orderBy(desc(events.votingStartDate), desc(events.id))
    .limit(1);
  return row;
}

/** An event's categories in `position` order (then id). */
export async function findCategories(db: DbOrTx, eventId: number): Promise<EventCategoryRow[]> {
  return db
    .select()
    .from(eventCategories)
    .where(eq(eventCategories.eventId, eventId))
    .orderBy(asc(eventCategories.position), asc(eventCategories.id));
}

/** One category, or undefined. */
export async function findCategory(db: DbOrTx, id: number): Promise<EventCategoryRow | undefined> {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id));
  return row;
}

/**
 * The published candidate beatmap ids of the categories, by category, in beatmap id order. A
 * candidate whose beatmap was unpublished is left out (it can be neither shown nor voted for).
 */
export async function findCandidateIds(
  db: DbOrTx,
  categoryIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byCategory = new Map<number, number[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return byCategory;
  const rows = await db
    .select({ categoryId: eventCategoryBeatmaps.categoryId, beatmapId: eventCategoryBeatmaps.beatmapId })
    .from(eventCategoryBeatmaps)
    .innerJoin(beatmaps, eq(beatmaps.id, eventCategoryBeatmaps.beatmapId))
    .where(and(inArray(eventCategoryBeatmaps.categoryId, [...categoryIds]), eq(beatmaps.published, true)))
    .orderBy(asc(eventCategoryBeatmaps.categoryId), asc(eventCategoryBeatmaps.beatmapId));
  for (const row of rows) byCategory.get(row.categoryId)?.push(row.beatmapId);
  return byCategory;
}

/** Every pick in the categories, by user then order (the ballots of the tally). */
export async function findCategoryVotes(db: DbOrTx, categoryIds: readonly number[]): Promise<VoteRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select({
      userId: eventVotes.userId,
      categoryId: eventVotes.categoryId,
      beatmapId: eventVotes.beatmapId,
      order: eventVotes.order,
    })
    .from(eventVotes)
    .where(inArray(eventVotes.categoryId, [...categoryIds]))
    .orderBy(asc(eventVotes.categoryId), asc(eventVotes.userId), asc(eventVotes.order));
}

/** One user's picks in an event, by category then order. */
export async function findUserVotes(db: DbOrTx, eventId: number, userId: number): Promise<VoteRow[]> {
  return db
    .select({
      userId: eventVotes.userId,
      categoryId: eventVotes.categoryId,
      beatmapId: eventVotes.beatmapId,
      order: eventVotes.order,
    })
    .from(eventVotes)
    .where(and(eq(eventVotes.eventId, eventId), eq(eventVotes.userId, userId)))
    .orderBy(asc(eventVotes.categoryId), asc(eventVotes.order));
}

/**
 * Takes a transaction-scoped advisory lock on (category, user) — `pg_advisory_xact_lock(int, int)`,
 * released at commit or rollback — so concurrent requests of one user on one category's list run
 * one after another, even while the list is empty (no row to lock). Call inside a transaction.
 */
export async function lockUserCategory(tx: DbOrTx, categoryId: number, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${categoryId}::int, ${userId}::int)`);
}

/** One user's beatmap ids in a category, in order. */
export async function findUserCategoryList(
  db: DbOrTx,
  categoryId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db
    .select({ beatmapId: eventVotes.beatmapId })
    .from(eventVotes)
    .where(and(eq(eventVotes.categoryId, categoryId), eq(eventVotes.userId, userId)))
    .orderBy(asc(eventVotes.order));
  return rows.map((r) => r.beatmapId);
}

/**
 * Replaces one user's list in a category by `beatmapIds`, stored with orders 0..n−1: a delete and
 * one insert, since shifting orders in place would trip the (user, category, order) unique index
 * part-way through an UPDATE. Call inside the transaction that holds {@link lockUserCategory}.
 */
export async function replaceUserCategoryList(
  tx: DbOrTx,
  ids: { eventId: number; categoryId: number; userId: number },
  beatmapIds: readonly number[],
): Promise<void> {
  await tx
    .delete(eventVotes)
    .where(and(eq(eventVotes.categoryId, ids.categoryId), eq(eventVotes.userId, ids.userId)));
  if (beatmapIds.length === 0) return;
  await tx.insert(eventVotes).values(beatmapIds.map((beatmapId, order) => ({ ...ids, beatmapId, order })));
}
