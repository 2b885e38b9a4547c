import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ItemRow, ItemStore } from './item-kind.ts';
import { announce } from '../../lib/events/announce.ts';
import { getEditableItem, type ItemsWriteContext, publishChange } from './items.service.ts';

/** What a kind's edit writes with: the transaction, the row before the edit, and its publish change. */
export interface ItemEditWrite<Row> {
  tx: Db;
  row: Row;
  /** `published`/`published_at` columns (see publishChange) and whether a draft became published. */
  publish: ReturnType<typeof publishChange>;
}

/**
 * Edits an item, uploader or admin only (spec §2 edit pages, §6): loads it (NotFound when the
 * caller may not see it, Forbidden when not theirs), works out the publish change of `published`
 * (publishing a draft sets `published_at` to now), runs the kind's `write` in one transaction, and
 * answers the row as it is afterwards. A draft that became published emits `item.published`.
 */
export async function editItem<Row extends ItemRow>(
  ctx: ItemsWriteContext,
  store: ItemStore<Row>,
  user: AuthUser,
  id: number,
  published: boolean | undefined,
  write: (edit: ItemEditWrite<Row>) => Promise<unknown>,
): Promise<Row> {
  const row = await getEditableItem(ctx, store, id, user);
  const publish = publishChange(row, published);
  await ctx.db.transaction((tx) => write({ tx, row, publish }));
  if (publish.becomesPublished) {
    await announce(ctx, 'item.published', {
      kind: store.kind,
      itemId: id,
      ownerId: row.userId,
      byUserId: user.id,
    });
  }
  return (await store.findById(ctx.db, id))!;
}
