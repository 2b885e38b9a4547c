import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './timestamps.ts';

/** The kinds of item the change feed follows (docs/decisions/0035), as written in `item_changes.kind`. */
export const ITEM_CHANGE_KINDS = ['beatmap', 'playlist', 'stage', 'avatar', 'mod'] as const;

/** What happened to an item, seen from the public catalogue (docs/decisions/0035). */
export const ITEM_CHANGE_OPS = ['created', 'updated', 'deleted'] as const;

/**
 * The change feed of the public catalogue (`GET /api/changes`; docs/decisions/0035): one row per
 * change of a released item, written only by the triggers of migration 0017_item_changes.sql on
 * beatmaps, playlists, stages, avatars and mods, never by the application. `seq` is the feed's
 * cursor: the triggers take a transaction-level advisory lock before taking a number, so seqs
 * become visible in increasing order and a reader that saw `seq` n has seen every committed seq
 * below it. `op` is as the public catalogue sees it: `created` when an item becomes visible
 * (published and not soft-deleted), `updated` when a visible item's content changes (not its
 * counters), `deleted` when it stops being visible (unpublished, soft-deleted or removed). `at` is
 * the writing transaction's time.
 */
export const itemChanges = pgTable(
  'item_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ITEM_CHANGE_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    op: text('op', { enum: ITEM_CHANGE_OPS }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    check('item_changes_kind_check', sql`${t.kind} in ('beatmap', 'playlist', 'stage', 'avatar', 'mod')`),
    check('item_changes_op_check', sql`${t.op} in ('created', 'updated', 'deleted')`),
  ],
);
