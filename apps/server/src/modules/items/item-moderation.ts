import type { AdminItemAction, AdminItemActionResult } from '@synthhub/shared/admin/items.schemas';
import { ITEM_RESTORE_DAYS } from '@synthhub/shared/admin/items.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { announce } from '../../lib/events/announce.ts';
import type { DomainEvents } from '../../lib/events/domain-events.ts';
import { AppError, Conflict, NotFound } from '../../errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CONTENT_LABELS, type ContentKind } from '../../policies/content.ts';
import { type ModerationNotice, recordAudit } from '../audit/index.ts';
import type { ItemDescriptor, ItemRow, ItemStore } from './item-kind.ts';

/** The site page of an item, which a moderation notice links to (apps/web config/paths.ts). */
export const ITEM_PAGE: Record<ContentKind, (id: number) => string> = {
  beatmap: (id) => `/beatmaps/${id}`,
  playlist: (id) => `/playlists/${id}`,
  avatar: (id) => `/models/avatars/${id}`,
  stage: (id) => `/models/stages/${id}`,
  mod: (id) => `/mods/${id}`,
};

/** A moderation action that cannot be applied in the item's state (409). */
const refuse = (label: string, id: number, why: string) => new Conflict(`${label} ${id} ${why}.`);

/** The name a person reads for an item in the audit log and notices ("Artist - Title", a name). */
export function itemLabel(row: object): string | null {
  const r = row as { title?: unknown; artist?: unknown; name?: unknown };
  if (typeof r.title === 'string') return typeof r.artist === 'string' ? `${r.artist} - ${r.title}` : r.title;
  return typeof r.name === 'string' ? r.name : null;
}

/**
 * Runs `work` in one transaction with an app whose `db` is that transaction, so a kind's own edit
 * and the audit entry commit together; the domain events the work emits are held and announced
 * once the transaction has committed (lib/events: events tell of committed changes — and a
 * subscriber's job insert must not wait for the open transaction's locks).
 */
export async function inTransaction<T>(app: FastifyInstance, work: (txApp: FastifyInstance) => Promise<T>) {
  const held: [keyof DomainEvents, DomainEvents[keyof DomainEvents]][] = [];
  const events = { emit: async (name: keyof DomainEvents, event: never) => void held.push([name, event]) };
  const result = await app.db.transaction((tx) =>
    work(Object.create(app, { db: { value: tx }, events: { value: events } }) as FastifyInstance),
  );
  for (const [name, event] of held) await announce(app, name, event as never);
  return result;
}

/** What the owner is told of an action (spec §2 "Admin area": moderation notifies the owner). */
const NOTICE_VERB: Partial<Record<AdminItemAction, string>> = {
  unpublish: 'was unpublished by a moderator',
  delete: `was deleted by a moderator; it can be restored within ${ITEM_RESTORE_DAYS} days`,
  restore: 'was restored by a moderator',
};

function noticeOf(
  kind: ContentKind,
  row: ItemRow,
  action: AdminItemAction,
  reason: string | undefined,
): ModerationNotice | undefined {
  const verb = NOTICE_VERB[action];
  if (!verb) return undefined;
  const label = itemLabel(row);
  const what = `Your ${kind}${label ? ` "${label}"` : ` ${row.id}`} ${verb}.`;
  return {
    userId: row.userId,
    text: reason ? `${what} Reason: ${reason}` : what,
    url: ITEM_PAGE[kind](row.id),
  };
}

/** True when a soft delete of `deletedAt` can no longer be restored at `now`. */
export const restoreExpired = (deletedAt: Date, now: Date) =>
  now.getTime() - deletedAt.getTime() > ITEM_RESTORE_DAYS * 24 * 3600_000;

/**
 * The column changes of `action` on `row`, or a Conflict when it is not possible in the row's
 * state; `publish`/`unpublish` return 'edit' (the kind's own edit does them, so versions and
 * stage files follow). Soft delete (docs/decisions/0030): `deleted_at` = now, `published` = false,
 * the old `published` kept in `deleted_published`; restore puts it back.
 */
function changeOf(
  label: string,
  row: ItemRow & { deletedPublished?: boolean | null; featuredAt?: Date | null },
  action: AdminItemAction,
  now: Date,
): Record<string, unknown> | 'edit' | null {
  const deleted = row.deletedAt !== null;
  if (deleted && action !== 'restore') throw refuse(label, row.id, 'is deleted: restore it first');
  switch (action) {
    case 'publish':
      return row.published ? null : 'edit';
    case 'unpublish':
      return row.published ? 'edit' : null;
    case 'feature':
      return row.featuredAt ? null : { featuredAt: now };
    case 'unfeature':
      return row.featuredAt ? { featuredAt: null } : null;
    case 'delete':
      return { deletedAt: now, deletedPublished: row.published, published: false };
    case 'restore':
      if (!deleted) throw refuse(label, row.id, 'is not deleted');
      if (restoreExpired(row.deletedAt!, now))
        throw refuse(label, row.id, `was deleted more than ${ITEM_RESTORE_DAYS} days ago`);
      return { deletedAt: null, deletedPublished: null, published: row.deletedPublished ?? false };
  }
}

/** The moderation fields of a row as the audit log keeps them. */
const auditFields = (row: ItemRow & { featuredAt?: Date | null }) => ({
  published: row.published,
  deleted_at: row.deletedAt?.toISOString() ?? null,
  featured_at: row.featuredAt?.toISOString() ?? null,
});

/**
 * Applies one moderation action to one item in its own transaction with its audit entry
 * (`<kind>.<action>`, before/after of the moderation fields, the reason) and, for unpublish,
 * delete and restore, a notice to the owner. An action that changes nothing (publishing a
 * published item) is ok and records nothing. Never throws for the item's state: the result says
 * what went wrong (404 gone or purged, 409 not possible now).
 */
export async function applyItemAction<Row extends ItemRow, Found>(
  app: FastifyInstance,
  d: ItemDescriptor<Row, Found>,
  admin: AuthUser,
  id: number,
  action: AdminItemAction,
  reason: string | undefined,
): Promise<AdminItemActionResult> {
  const { store } = d;
  const label = CONTENT_LABELS[store.kind];
  try {
    await inTransaction(app, async (txApp) => {
      const tx = txApp.db;
      const row = await store.findById(tx, id);
      if (!row) throw new NotFound(`${label} ${id} was not found.`);
      const change = changeOf(label, row, action, new Date());
      if (change === null) return;
      if (change === 'edit') {
        if (!d.edit?.body) throw refuse(label, id, 'cannot be published from here');
        const body = d.edit.body.parse({ published: action === 'publish' });
        await d.edit.run(txApp, { request: undefined as never, user: admin, id, body });
      } else {
        await tx.update(store.table).set(change).where(eq(store.table.id, id));
      }
      const after = (await store.findById(tx, id))!;
      await recordAudit(
        tx,
        {
          actorId: admin.id,
          action: `${store.kind}.${action}`,
          targetKind: store.kind,
          targetId: id,
          targetLabel: itemLabel(row),
          before: auditFields(row),
          after: auditFields(after),
          reason: reason || null,
        },
        noticeOf(store.kind, row, action, reason || undefined),
      );
    });
    return { id, ok: true };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500)
      return { id, ok: false, error: error.message, status: error.statusCode };
    throw error;
  }
}

/** Loads an item for an admin edit, refusing a deleted one (restore it first). */
export async function findLiveItem<Row extends ItemRow>(db: Db, store: ItemStore<Row>, id: number) {
  const label = CONTENT_LABELS[store.kind];
  const row = await store.findById(db, id);
  if (!row) throw new NotFound(`${label} ${id} was not found.`);
  if (row.deletedAt) throw refuse(label, id, 'is deleted: restore it first');
  return row;
}
