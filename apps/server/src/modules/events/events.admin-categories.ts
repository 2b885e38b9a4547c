import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import * as admin from './events.admin.repository.ts';
import { type AdminEventsContext, eventOr404, getAdminEvent } from './events.admin.service.ts';
import * as repo from './events.repository.ts';

type Tx = repo.DbOrTx;

/** The event and one of its categories; NotFound for either (a category of another event too). */
async function categoryOr404(tx: Tx, eventId: number, categoryId: number) {
  const event = await eventOr404(tx, eventId);
  const category = await repo.findCategory(tx, categoryId);
  if (!category || category.eventId !== eventId)
    throw new NotFound(`Category ${categoryId} is not part of event ${eventId}.`);
  return { event, category };
}

/**
 * Runs one audited change to an event's categories in a transaction, then answers the admin view
 * of the event (live tallies). `change` returns the audit entry's action, label and before/after.
 */
async function audited(
  ctx: AdminEventsContext,
  actorId: number,
  eventId: number,
  change: (tx: Tx) => Promise<{ action: string; label: string; before?: unknown; after?: unknown }>,
) {
  await ctx.db.transaction(async (tx) => {
    const entry = await change(tx);
    await recordAudit(tx, {
      actorId,
      action: entry.action,
      targetKind: 'event',
      targetId: eventId,
      targetLabel: entry.label,
      before: entry.before,
      after: entry.after,
    });
  });
  return getAdminEvent(ctx, eventId);
}

/** `POST /api/admin/events/{id}/categories`: adds a category at the end. Audits `event.add_category`. */
export const addCategory = (ctx: AdminEventsContext, actorId: number, eventId: number, name: string) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const event = await eventOr404(tx, eventId);
    const category = await admin.insertCategory(tx, eventId, name);
    return { action: 'event.add_category', label: event.title, after: { category_id: category.id, name } };
  });

/** `PATCH /api/admin/events/{id}/categories/{categoryId}`: renames it. Audits `event.rename_category`. */
export const renameCategory = (
  ctx: AdminEventsContext,
  actorId: number,
  eventId: number,
  categoryId: number,
  name: string,
) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const { event, category } = await categoryOr404(tx, eventId, categoryId);
    await admin.renameCategory(tx, categoryId, name);
    return {
      action: 'event.rename_category',
      label: event.title,
      before: { category_id: categoryId, name: category.name },
      after: { category_id: categoryId, name },
    };
  });

/** `DELETE /api/admin/events/{id}/categories/{categoryId}`: removes it with its candidates and votes. */
export const removeCategory = (
  ctx: AdminEventsContext,
  actorId: number,
  eventId: number,
  categoryId: number,
) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const { event, category } = await categoryOr404(tx, eventId, categoryId);
    await admin.deleteCategory(tx, categoryId);
    return {
      action: 'event.remove_category',
      label: event.title,
      before: { category_id: categoryId, name: category.name },
    };
  });

/**
 * `PUT /api/admin/events/{id}/categories/order`: `ids` must be every category of the event once,
 * in the new order (400 naming the problem otherwise). Audits `event.reorder_categories`.
 */
export const reorderCategories = (ctx: AdminEventsContext, actorId: number, eventId: number, ids: number[]) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const event = await eventOr404(tx, eventId);
    const current = (await repo.findCategories(tx, eventId)).map((c) => c.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same)
      throw new BadRequest('category_ids must list every category of the event exactly once.', {
        validation: [`category_ids: expected the ids ${current.join(', ')} in any order`],
      });
    await admin.setCategoryPositions(tx, ids);
    return { action: 'event.reorder_categories', label: event.title, before: current, after: ids };
  });

/**
 * `POST /api/admin/events/{id}/categories/{categoryId}/beatmaps`: adds a candidate. The beatmap
 * must exist (404) and be published (400); already a candidate is 409. Audits `event.add_candidate`.
 */
export const addCandidate = (
  ctx: AdminEventsContext,
  actorId: number,
  eventId: number,
  categoryId: number,
  beatmapId: number,
) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const { event, category } = await categoryOr404(tx, eventId, categoryId);
    const beatmap = await admin.findBeatmapBrief(tx, beatmapId);
    if (!beatmap) throw new NotFound(`Beatmap ${beatmapId} was not found.`);
    if (!beatmap.published)
      throw new BadRequest(
        `Beatmap ${beatmapId} is not published: only published beatmaps can be candidates.`,
      );
    if (!(await admin.insertCandidate(tx, categoryId, beatmapId)))
      throw new Conflict(`Beatmap ${beatmapId} is already a candidate in "${category.name}".`);
    return {
      action: 'event.add_candidate',
      label: event.title,
      after: {
        category_id: categoryId,
        beatmap_id: beatmapId,
        beatmap: `${beatmap.artist} - ${beatmap.title}`,
      },
    };
  });

/**
 * `DELETE /api/admin/events/{id}/categories/{categoryId}/beatmaps/{beatmapId}`: removes a
 * candidate and the votes for it (404 when it is not one). Audits `event.remove_candidate`.
 */
export const removeCandidate = (
  ctx: AdminEventsContext,
  actorId: number,
  eventId: number,
  categoryId: number,
  beatmapId: number,
) =>
  audited(ctx, actorId, eventId, async (tx) => {
    const { event, category } = await categoryOr404(tx, eventId, categoryId);
    if (!(await admin.deleteCandidate(tx, categoryId, beatmapId)))
      throw new NotFound(`Beatmap ${beatmapId} is not a candidate in "${category.name}".`);
    return {
      action: 'event.remove_candidate',
      label: event.title,
      before: { category_id: categoryId, beatmap_id: beatmapId },
    };
  });
