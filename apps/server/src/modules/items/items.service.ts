import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import type { CoverKeys } from '../../lib/covers.ts';
import { CreatedFiles } from '../../lib/created-files.ts';
import { sniffImage, storeCover } from '../../lib/covers.ts';
import type { DomainEventBus } from '../../lib/events/domain-events.ts';
import { announce } from '../../lib/events/announce.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorizeContent, CONTENT_LABELS, type ContentAction, contentItem } from '../../policies/content.ts';
import { deleteItemVotes } from '../votes/index.ts';
import type { ItemRow, ItemStore } from './item-kind.ts';

/** What the item rules need from the app. */
export interface ItemsContext {
  db: Db;
}

/** What the item writes need: the database and where they announce what happened (lib/events). */
export interface ItemsWriteContext extends ItemsContext {
  events: DomainEventBus;
}

/**
 * An item as `viewer` (null: anonymous) may see it: published ones for everyone, drafts for their
 * uploader and admins (policies/content.ts `read`, spec §6). Throws NotFound "Beatmap 12 was not
 * found." when it does not exist, is a draft the viewer may not see (so drafts do not leak), or is
 * soft-deleted (for everyone, its uploader and admins too; docs/decisions/0030).
 * With `action` ('edit', 'delete') the viewer must also be its uploader or an admin: 403 "Only the
 * uploader or an admin can change this beatmap." (401 anonymous) otherwise.
 */
export async function getVisibleItem<Row extends ItemRow>(
  ctx: ItemsContext,
  store: ItemStore<Row>,
  id: number,
  viewer: AuthUser | null,
  action: Exclude<ContentAction, 'read'> | undefined = undefined,
): Promise<Row> {
  const row = await store.findById(ctx.db, id);
  if (!row) throw new NotFound(`${CONTENT_LABELS[store.kind]} ${id} was not found.`);
  authorizeContent(viewer, 'read', contentItem(store.kind, row));
  if (action) authorizeContent(viewer, action, contentItem(store.kind, row));
  return row;
}

/** An item `user` may change: {@link getVisibleItem} with the content policy's `edit`. */
export const getEditableItem = <Row extends ItemRow>(
  ctx: ItemsContext,
  store: ItemStore<Row>,
  id: number,
  user: AuthUser,
): Promise<Row> => getVisibleItem(ctx, store, id, user, 'edit');

/**
 * The cover keys `GET /{kind}/{id}/cover` serves (formats.md §6.2). With `hideDrafts` the item must be
 * visible to `viewer` (NotFound otherwise); without, covers are public (an `<img>` carries no bearer
 * token) and a missing item answers undefined, which sendCover turns into 404 "… has no cover.".
 */
export async function findItemCover<Row extends ItemRow>(
  ctx: ItemsContext,
  store: ItemStore<Row>,
  id: number,
  viewer: AuthUser | null,
  hideDrafts: boolean,
): Promise<CoverKeys | undefined> {
  if (hideDrafts) return (await getVisibleItem(ctx, store, id, viewer)).coverKeys;
  return (await store.findById(ctx.db, id))?.coverKeys;
}

/**
 * Deletes an item, uploader or admin only (spec §6: nobody else can delete), and its votes, then
 * emits `item.deleted` (lib/events/domain-events.ts). Stored
 * files stay (content-addressed, may be shared) until the sweep of unreferenced files
 * (lib/storage/sweep.ts) removes them. Throws NotFound (not visible to the caller) or Forbidden.
 */
export async function removeItem<Row extends ItemRow>(
  ctx: ItemsWriteContext,
  store: ItemStore<Row>,
  user: AuthUser,
  id: number,
): Promise<void> {
  const row = await getVisibleItem(ctx, store, id, user, 'delete');
  await store.deleteById(ctx.db, id);
  await deleteItemVotes(ctx.db, store.kind, id);
  await announce(ctx, 'item.deleted', {
    kind: store.kind,
    itemId: id,
    ownerId: row.userId,
    byUserId: user.id,
  });
}

/**
 * The publish columns of an edit (spec §2 edit pages): `published` when the edit sets it, and
 * `published_at` = now when an unpublished item becomes published (unpublishing keeps the date).
 * `becomesPublished` tells kinds with versions or files to publish those too.
 */
export function publishChange(
  row: Pick<ItemRow, 'published'>,
  published: boolean | undefined,
): { columns: { published?: boolean; publishedAt?: Date }; becomesPublished: boolean } {
  const becomesPublished = published === true && !row.published;
  return {
    columns: {
      ...(published !== undefined && { published }),
      ...(becomesPublished && { publishedAt: new Date() }),
    },
    becomesPublished,
  };
}

/** The kind's errors for a cover that is not a PNG/JPEG, or that cannot be decoded. */
export interface CoverErrors {
  notImage: () => Error;
  unreadable: () => Error;
}

/**
 * Replaces an item's cover with an uploaded PNG or JPEG: the image and its 150/250/500 px
 * thumbnails are stored (lib/covers.ts `storeCover`) and `write` saves the new keys with
 * `cover_version` + 1 in one transaction (`CreatedFiles.commit`, docs/decisions/0007), so cached
 * covers refresh. The caller has checked who may edit. Throws the kind's `errors`; on any failure
 * the files this call stored are removed and the row is unchanged.
 */
export async function replaceItemCover(
  ctx: ItemsContext & { storage: Storage },
  row: Pick<ItemRow, 'coverVersion'>,
  bytes: Uint8Array,
  errors: CoverErrors,
  write: (tx: Db, values: { coverKeys: CoverKeys; coverVersion: number }) => Promise<unknown>,
): Promise<void> {
  if (!sniffImage(bytes)) throw errors.notImage();
  const files = new CreatedFiles(ctx);
  try {
    const coverKeys = await storeCover(files, bytes);
    if (!coverKeys.orig) throw errors.unreadable();
    await files.commit((tx) => write(tx, { coverKeys, coverVersion: row.coverVersion + 1 }));
  } catch (error) {
    await files.removeAll();
    throw error;
  }
}
