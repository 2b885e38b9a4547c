import { ITEM_RESTORE_DAYS } from '@synthhub/shared/admin/items.schemas';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteItemVotes } from '../votes/index.ts';
import type { ItemRow, ItemStore } from './item-kind.ts';

/** The recurring job that removes soft-deleted items for good (scheduled by server.ts). */
export const ITEMS_PURGE_JOB = 'items-purge';
/** How often {@link ITEMS_PURGE_JOB} runs, in ms (daily). */
export const ITEMS_PURGE_EVERY_MS = 24 * 3600_000;

/**
 * Removes every item soft-deleted more than 30 days before `now` (ITEM_RESTORE_DAYS;
 * docs/decisions/0030) the way a delete does (`removeItem`): the row (its versions, files rows,
 * songs go by FK cascade) and its votes, each item in its own transaction. Its stored files are
 * then unreferenced, and the storage sweep (lib/storage/sweep.ts) deletes them. The owner was
 * told at the soft delete, so no event is announced. Answers how many items were removed.
 */
export async function purgeDeletedItems(
  ctx: { db: Db; log?: FastifyBaseLogger },
  stores: readonly ItemStore<ItemRow>[],
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ITEM_RESTORE_DAYS * 24 * 3600_000);
  let purged = 0;
  for (const store of stores) {
    const { table } = store;
    const rows = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)));
    for (const { id } of rows) {
      await ctx.db.transaction(async (tx) => {
        await store.deleteById(tx, id as number);
        await deleteItemVotes(tx, store.kind, id as number);
      });
      purged += 1;
    }
  }
  if (purged > 0) ctx.log?.info({ purged }, 'purged soft-deleted items');
  return purged;
}
