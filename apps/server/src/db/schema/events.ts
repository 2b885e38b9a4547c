import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { beatmaps } from './beatmaps.ts';
import { createdAt, timestamps, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * A community event with voting (spec §3 "Event"; docs/decisions/0026): `slug` unique (spec §5
 * rule checked by the shared schema), voting open from `voting_start_date` to `voting_end_date`,
 * both inclusive (spec §4). Only `published` events are visible; at most one is meant to be
 * `featured` (the newest-starting featured one wins when several are).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    votingStartDate: timestamptz('voting_start_date').notNull(),
    votingEndDate: timestamptz('voting_end_date').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('events_slug_uq').on(t.slug),
    // Slugs are stored lower-case only, so the unique index is case-insensitive (docs/decisions/0046).
    check('events_slug_lower_ck', sql`${t.slug} = lower(${t.slug})`),
    check('events_window_check', sql`${t.votingEndDate} >= ${t.votingStartDate}`),
  ],
);

/** A category of an event ("Best Expert map" …), shown in `position` order. */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('event_categories_event_idx').on(t.eventId, t.position)],
);

/** The candidate beatmaps of a category: only these can be voted for in it. */
export const eventCategoryBeatmaps = pgTable(
  'event_category_beatmaps',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => eventCategories.id, { onDelete: 'cascade' }),
    beatmapId: integer('beatmap_id')
      .notNull()
      .references(() => beatmaps.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.beatmapId] })],
);

/**
 * A user's ranked picks (spec §3 "Vote"): per (user, category) the rows' `order` values are
 * 0, 1, … n−1 with no gap (the service rewrites the list in one transaction, docs/decisions/0026),
 * each beatmap at most once. The composite foreign key to `event_category_beatmaps` means a vote
 * is always for a candidate, and disappears with it.
 */
export const eventVotes = pgTable(
  'event_votes',
  {
    userId: ownedBy(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    beatmapId: integer('beatmap_id').notNull(),
    order: smallint('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.categoryId, t.beatmapId] }),
    uniqueIndex('event_votes_user_category_order_uq').on(t.userId, t.categoryId, t.order),
    index('event_votes_event_user_idx').on(t.eventId, t.userId),
    index('event_votes_category_idx').on(t.categoryId),
    foreignKey({
      name: 'event_votes_candidate_fk',
      columns: [t.categoryId, t.beatmapId],
      foreignColumns: [eventCategoryBeatmaps.categoryId, eventCategoryBeatmaps.beatmapId],
    }).onDelete('cascade'),
    check('event_votes_order_check', sql`${t.order} between 0 and 50`),
  ],
);
