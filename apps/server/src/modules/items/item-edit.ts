import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { ItemRow, ItemStore } from './item-kind.ts';
import { getEditableItem, type ItemsContext, publishChange } from './items.service.ts';

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
 * answers the row as it is afterwards.
 */
export async function editItem<Row extends ItemRow>(
  ctx: ItemsContext,
  store: ItemStore<Row>,
  user: AuthUser,
  id: number,
  published: boolean | undefined,
  write: (edit: ItemEditWrite<Row>) => Promise<unknown>,
): Promise<Row> {
  const row = await getEditableItem(ctx, store, id, user);
  const publish = publishChange(row, published);
  await ctx.db.transaction((tx) => write({ tx, row, publish }));
  return (await store.findById(ctx.db, id))!;
}
