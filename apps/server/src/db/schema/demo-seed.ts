import { check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, timestamptz } from './timestamps.ts';

/**
 * Demo seeding of the first start (scripts/demo/demo-seed.ts): one row (id 1) once seeding has begun;
 * `completed_at` is set when every step finished. A start seeds while the row is missing on an
 * empty database or present without `completed_at` (an interrupted first start), so seeding is
 * resumable (docs/decisions/0006).
 */
export const demoSeed = pgTable(
  'demo_seed',
  {
    id: smallint('id').primaryKey().default(1),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [check('demo_seed_one_row', sql`${t.id} = 1`)],
);

/**
 * Demo items made so far: item `n` of a `kind` ('admin', 'beatmap', 'player', 'playlist', 'stage',
 * 'avatar') is complete and has the row id `item_id` in that kind's table. Written after the item
 * is finished, so an item of a demo account that is not listed here is a leftover of an
 * interrupted start and is removed before the step resumes. Kind 'leaderboards' (n 0, item_id 0)
 * is the whole demo competitive side, and kind 'reviews' (n 0, item_id 0) every demo review
 * (docs/decisions/0027), each written in the same transaction as its rows; kind 'mods' (n 0,
 * item_id 0) is every demo mod, recorded once all are made (a half-made run is redone by slug).
 */
export const demoSeedItems = pgTable(
  'demo_seed_items',
  {
    kind: text('kind').notNull(),
    n: integer('n').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.n] })],
);
