import { type EventCreate, type EventInput, eventInputSchema } from '@synthhub/shared/events/events.schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { BadRequest, Conflict } from '../../errors.ts';
import { foreignKeyViolation, uniqueViolation } from '../../lib/unique-violation.ts';
import { recordAudit } from '../audit/index.ts';
import { eventCategories, eventCategoryBeatmaps, events } from '../../db/schema/index.ts';
import type { DbOrTx } from './events.repository.ts';

/** A category to create: its name and candidate beatmap ids (shown in `position` = list order). */
/** The `events` columns of a checked event (spec §3 "Event" wire names to the table's). */
export function eventColumns(e: z.output<typeof eventInputSchema>) {
  return {
    title: e.title,
    slug: e.slug,
    description: e.description,
    published: e.published,
    featured: e.featured,
    votingStartDate: e.voting_start_date,
    votingEndDate: e.voting_end_date,
  };
}

export interface NewEventCategory {
  name: string;
  beatmapIds: readonly number[];
}

/** What {@link createEvent} made: the event id and each category's id, in the order given. */
export interface CreatedEvent {
  id: number;
  slug: string;
  categoryIds: number[];
}

/**
 * Creates an event with its categories and candidates in one transaction (demo seeding and
 * tests; an admin editor would call it too). `input` is checked by the shared `eventInputSchema`
 * (spec §5 title/slug rules, end not before start) and every category needs a name; a bad one
 * throws BadRequest naming the fields and writes nothing. A taken slug fails on the `events_slug_uq` index (also nothing written).
 */
export async function createEvent(
  db: DbOrTx,
  input: EventInput,
  categories: readonly NewEventCategory[],
): Promise<CreatedEvent> {
  const parsed = eventInputSchema.safeParse(input);
  const blank = categories.flatMap((c, i) => (c.name.trim() ? [] : [`categories.${i}.name: Required`]));
  if (!parsed.success || blank.length > 0)
    throw new BadRequest('Invalid event', {
      validation: [...(parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []), ...blank],
    });
  const e = parsed.data;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values(eventColumns(e))
      .returning({ id: events.id, slug: events.slug });
    const categoryIds: number[] = [];
    for (const [position, category] of categories.entries()) {
      const [c] = await tx
        .insert(eventCategories)
        .values({ eventId: row!.id, name: category.name.trim(), position })
        .returning({ id: eventCategories.id });
      categoryIds.push(c!.id);
      if (category.beatmapIds.length > 0)
        await tx
          .insert(eventCategoryBeatmaps)
          .values([...new Set(category.beatmapIds)].map((beatmapId) => ({ categoryId: c!.id, beatmapId })));
    }
    return { id: row!.id, slug: row!.slug, categoryIds };
  });
}

/** Turns a taken slug into 409 naming it and a missing beatmap into 400 (admin calls); rethrows anything else. */
export function eventWriteRefusal(error: unknown, slug: string | undefined): never {
  if (uniqueViolation(error))
    throw new Conflict(`The slug "${slug}" is already used by another event.`, { cause: error });
  if (foreignKeyViolation(error))
    throw new BadRequest('A candidate beatmap does not exist', {
      cause: error,
      validation: ['categories: every beatmap_ids entry must be an existing beatmap'],
    });
  throw error;
}

/**
 * `POST /api/admin/events`: creates the event ({@link createEvent}) and audits `event.create` in one
 * transaction; 409 taken slug, 400 unknown candidate (nothing written).
 */
export async function createAdminEvent(
  ctx: { db: Db },
  actorId: number,
  body: EventCreate,
): Promise<CreatedEvent> {
  const { categories = [], ...event } = body;
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await createEvent(
        tx,
        event,
        categories.map((c) => ({ name: c.name, beatmapIds: c.beatmap_ids ?? [] })),
      );
      await recordAudit(tx, {
        actorId,
        action: 'event.create',
        targetKind: 'event',
        targetId: created.id,
        targetLabel: event.title,
        after: { ...event, categories },
      });
      return created;
    });
  } catch (error) {
    eventWriteRefusal(error, event.slug);
  }
}
