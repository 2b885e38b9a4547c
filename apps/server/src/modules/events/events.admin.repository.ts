import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { CompiledQuery } from '../../lib/crud/compile.ts';
import {
  beatmaps,
  eventCategories,
  eventCategoryBeatmaps,
  eventVotes,
  events,
} from '../../db/schema/index.ts';
import type { DbOrTx, EventCategoryRow, EventRow } from './events.repository.ts';

/** An event row with how many categories it has and how many users voted in it. */
export interface AdminEventListRow extends EventRow {
  categoryCount: number;
  voterCount: number;
}

/** One page of events (drafts too) for a compiled list request, with the total (lib/crud). */
export async function listEvents(
  db: DbOrTx,
  query: CompiledQuery,
): Promise<{ rows: AdminEventListRow[]; total: number }> {
  const rows = await db
    .select({
      event: events,
      // Qualified by hand: Drizzle leaves columns unqualified inside a select's sql, where
      // "id" would name the subquery's own column.
      categoryCount: sql<number>`(select count(*)::int from event_categories c where c.event_id = "events"."id")`,
      voterCount: sql<number>`(select count(distinct v.user_id)::int from event_votes v where v.event_id = "events"."id")`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(events)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const total =
    rows[0]?.total ??
    (query.offset > 0
      ? ((
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(events)
            .where(query.where)
        )[0]?.n ?? 0)
      : 0);
  return {
    rows: rows.map((r) => ({ ...r.event, categoryCount: r.categoryCount, voterCount: r.voterCount })),
    total,
  };
}

/** An event by id, published or not, or undefined. */
export async function findEventById(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

/** How many users voted in the event. */
export async function countVoters(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(eventVotes.userId) })
    .from(eventVotes)
    .where(eq(eventVotes.eventId, eventId));
  return row?.n ?? 0;
}

/** Updates an event's columns (and `updated_at`); returns the row. */
export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: Partial<typeof events.$inferInsert>,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning();
  return row;
}

/** Deletes an event; its categories, candidates and votes go with it (cascade). */
export async function deleteEvent(db: DbOrTx, id: number): Promise<void> {
  await db.delete(events).where(eq(events.id, id));
}

/** Adds a category at the end of the event's list (position = the largest + 1). */
export async function insertCategory(db: DbOrTx, eventId: number, name: string): Promise<EventCategoryRow> {
  const [row] = await db
    .insert(eventCategories)
    .values({
      eventId,
      name,
      position: sql`(select coalesce(max(${eventCategories.position}) + 1, 0) from ${eventCategories} where ${eventCategories.eventId} = ${eventId})`,
    })
    .returning();
  return row!;
}

/** Renames a category. */
export async function renameCategory(db: DbOrTx, id: number, name: string): Promise<void> {
  await db.update(eventCategories).set({ name }).where(eq(eventCategories.id, id));
}

/** Deletes a category; its candidates and votes go with it (cascade). */
export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(eventCategories).where(eq(eventCategories.id, id));
}

/** Sets each category's `position` to its index in `ids`. */
export async function setCategoryPositions(db: DbOrTx, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await db.update(eventCategories).set({ position }).where(eq(eventCategories.id, id));
}

/** A beatmap's id, title, artist and whether it is published, or undefined. */
export async function findBeatmapBrief(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: beatmaps.id,
      title: beatmaps.title,
      artist: beatmaps.artist,
      published: beatmaps.published,
    })
    .from(beatmaps)
    .where(eq(beatmaps.id, id));
  return row;
}

/** Adds a candidate; answers false when it was one already. */
export async function insertCandidate(db: DbOrTx, categoryId: number, beatmapId: number): Promise<boolean> {
  const rows = await db
    .insert(eventCategoryBeatmaps)
    .values({ categoryId, beatmapId })
    .onConflictDoNothing()
    .returning({ id: eventCategoryBeatmaps.beatmapId });
  return rows.length > 0;
}

/** Removes a candidate (its votes go with it, cascade); answers false when it was none. */
export async function deleteCandidate(db: DbOrTx, categoryId: number, beatmapId: number): Promise<boolean> {
  const rows = await db
    .delete(eventCategoryBeatmaps)
    .where(
      and(eq(eventCategoryBeatmaps.categoryId, categoryId), eq(eventCategoryBeatmaps.beatmapId, beatmapId)),
    )
    .returning({ id: eventCategoryBeatmaps.beatmapId });
  return rows.length > 0;
}
