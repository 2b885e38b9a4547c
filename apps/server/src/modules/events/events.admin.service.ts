import type { Paginated } from '@synthhub/shared/api/pagination';
import { votingStateAt } from '@synthhub/shared/events/events.constants';
import type {
  AdminEventDetail,
  AdminEventRow,
  EventPatch,
} from '@synthhub/shared/events/events.admin.schemas';
import { eventInputSchema } from '@synthhub/shared/events/events.schemas';
import type { Db } from '../../db/client.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { compileCrud } from '../../lib/crud/compile.ts';
import { listResponse } from '../../lib/crud/paging.ts';
import { parseCrudQuery } from '../../lib/crud/parse-query.ts';
import { recordAudit } from '../audit/index.ts';
import { adminEventsResource } from './events.admin.crud.ts';
import * as admin from './events.admin.repository.ts';
import { eventColumns, eventWriteRefusal as refusal } from './events.create.ts';
import { buildEventDetail } from './events.detail.ts';
import { presentEventSummary } from './events.presenter.ts';
import type { DbOrTx, EventRow } from './events.repository.ts';

/** What the admin event rules need: the database and the clock of the voting window. */
export interface AdminEventsContext {
  db: Db;
  now: () => Date;
}

/** An event by id, drafts included; NotFound "Event N was not found." otherwise. */
export async function eventOr404(db: DbOrTx, id: number): Promise<EventRow> {
  const event = await admin.findEventById(db, id);
  if (!event) throw new NotFound(`Event ${id} was not found.`);
  return event;
}

/** `GET /api/admin/events`: one page of events, drafts included, in the list grammar (formats.md §6.1). */
export async function listAdminEvents(
  ctx: AdminEventsContext,
  query: Record<string, unknown>,
): Promise<Paginated<AdminEventRow>> {
  const request = parseCrudQuery(query, adminEventsResource);
  const compiled = await compileCrud(request, adminEventsResource, { db: ctx.db });
  const { rows, total } = await admin.listEvents(ctx.db, compiled);
  const now = ctx.now();
  const data = rows.map((r) => ({
    ...presentEventSummary(r, now),
    category_count: r.categoryCount,
    voter_count: r.voterCount,
  }));
  return listResponse(data, total, request, adminEventsResource) as Paginated<AdminEventRow>;
}

/** `GET /api/admin/events/{id}`: the event with live tallies in every category (even while voting is open). */
export async function getAdminEvent(ctx: AdminEventsContext, id: number): Promise<AdminEventDetail> {
  const event = await eventOr404(ctx.db, id);
  const detail = await buildEventDetail(ctx.db, event, ctx.now(), true);
  return { ...detail, voter_count: await admin.countVoters(ctx.db, id) };
}

/** The event's fields as the wire names them (for merging a patch and for audit before/after). */
const wireFields = (e: EventRow) => ({
  title: e.title,
  slug: e.slug,
  description: e.description,
  published: e.published,
  featured: e.featured,
  voting_start_date: e.votingStartDate.toISOString(),
  voting_end_date: e.votingEndDate.toISOString(),
});
type WireFields = ReturnType<typeof wireFields>;

/**
 * `PATCH /api/admin/events/{id}`: applies the given fields, checks the merged event by the shared
 * `eventInputSchema` (spec §5 title/slug rules; "Voting must end after it starts" on
 * `voting_end_date`), writes it and audits `event.update` with the changed fields before and after.
 * 404 unknown event, 400 naming each bad field, 409 taken slug; nothing written on a refusal.
 */
export async function updateAdminEvent(
  ctx: AdminEventsContext,
  actorId: number,
  id: number,
  patch: EventPatch,
): Promise<AdminEventDetail> {
  const given = Object.fromEntries(
    Object.entries(patch).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  ) as Partial<WireFields>;
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await eventOr404(tx, id);
      const before = wireFields(row);
      const parsed = eventInputSchema.safeParse({ ...before, ...given });
      if (!parsed.success) {
        const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        throw new BadRequest(`Invalid event: ${parsed.error.issues.map((i) => i.message).join('; ')}`, {
          validation: lines,
        });
      }
      const e = parsed.data;
      const after = wireFields({ ...row, ...eventColumns(e) });
      const changed = (Object.keys(after) as (keyof WireFields)[]).filter((k) => after[k] !== before[k]);
      if (changed.length === 0) return;
      await admin.updateEvent(tx, id, eventColumns(e));
      await recordAudit(tx, {
        actorId,
        action: 'event.update',
        targetKind: 'event',
        targetId: id,
        targetLabel: e.title,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      });
    });
  } catch (error) {
    refusal(error, given.slug);
  }
  return getAdminEvent(ctx, id);
}

/**
 * `POST /api/admin/events/{id}/close`: ends voting now (`voting_end_date` = now; an event not yet
 * open also gets `voting_start_date` = now, so its window is the one instant). Votes are refused
 * from then on (spec §4). 409 when voting has already closed. Audits `event.close`.
 */
export async function closeVoting(
  ctx: AdminEventsContext,
  actorId: number,
  id: number,
): Promise<AdminEventDetail> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await eventOr404(tx, id);
    if (votingStateAt(row.votingStartDate, row.votingEndDate, now) === 'closed')
      throw new Conflict(`Voting for this event already closed ${row.votingEndDate.toISOString()}.`);
    const start = row.votingStartDate > now ? now : row.votingStartDate;
    await admin.updateEvent(tx, id, { votingStartDate: start, votingEndDate: now });
    await recordAudit(tx, {
      actorId,
      action: 'event.close',
      targetKind: 'event',
      targetId: id,
      targetLabel: row.title,
      before: {
        voting_start_date: row.votingStartDate.toISOString(),
        voting_end_date: row.votingEndDate.toISOString(),
      },
      after: { voting_start_date: start.toISOString(), voting_end_date: now.toISOString() },
    });
  });
  return getAdminEvent(ctx, id);
}

/** `DELETE /api/admin/events/{id}`: deletes the event with its categories and votes; audits `event.delete`. */
export async function deleteAdminEvent(ctx: AdminEventsContext, actorId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await eventOr404(tx, id);
    await admin.deleteEvent(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'event.delete',
      targetKind: 'event',
      targetId: id,
      targetLabel: row.title,
      before: wireFields(row),
    });
  });
}
