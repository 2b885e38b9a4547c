import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { CoverKeys } from '../../lib/cover-keys.ts';
import { users } from './users.ts';
import { timestamps, timestamptz } from './timestamps.ts';

/**
 * The columns every content item's table has (beatmaps, playlists, stages, avatars; the fields of
 * the API's item shape, formats.md §6.3, and spec §3): `id`; `user_id`, the uploader; `description`;
 * `cover_keys` (storage keys of the cover and its sizes, lib/covers.ts) and `cover_version`;
 * `published` and `published_at`; `download_count`; the vote counts and `score`/`rating`
 * (numeric(12,4), docs/decisions/0003); `created_at`, `updated_at`; the moderation columns
 * `deleted_at`, `deleted_published` and `featured_at` (docs/decisions/0030). A new set of builders each
 * call: spread it into a `pgTable` definition.
 */
export function itemColumns() {
  return {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    description: text('description'),
    coverKeys: jsonb('cover_keys')
      .$type<CoverKeys>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    coverVersion: integer('cover_version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamptz('published_at'),
    downloadCount: integer('download_count').notNull().default(0),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    score: numeric('score', { precision: 12, scale: 4 }).notNull().default('0'),
    rating: numeric('rating', { precision: 12, scale: 4 }).notNull().default('0'),
    ...timestamps(),
    // Moderation (spec §2 "Admin area"; docs/decisions/0030-admin-area.md): a soft delete sets
    // `deleted_at` and `published = false`, keeping the old `published` in `deleted_published`
    // for a restore; the purge job removes rows deleted more than 30 days ago.
    deletedAt: timestamptz('deleted_at'),
    deletedPublished: boolean('deleted_published'),
    featuredAt: timestamptz('featured_at'),
  };
}

/**
 * The column by which a row belongs to one item (`beatmap_id` of a beatmap version, `playlist_id`
 * of a song, `stage_id` of a stage file or tag): `name`, not null, referencing `itemId` (the item
 * table's `id`); the rows go when the item is deleted.
 */
export function itemRef(name: string, itemId: () => AnyPgColumn) {
  return integer(name).notNull().references(itemId, { onDelete: 'cascade' });
}

/**
 * The key columns of a table whose rows belong to one item (beatmap versions, playlist songs,
 * stage files and tags): `id` (serial primary key) and the {@link itemRef} column `name` under
 * the property `key` (e.g. `beatmapId` / `beatmap_id`). Spread it first into the `pgTable`.
 */
export function itemChildColumns<K extends string>(key: K, name: string, itemId: () => AnyPgColumn) {
  const ref = { [key]: itemRef(name, itemId) } as Record<K, ReturnType<typeof itemRef>>;
  return { id: serial('id').primaryKey(), ...ref };
}

/** The item columns the shared indexes read, as a table's extra-config callback sees them. */
interface ItemIndexColumns {
  id: ExtraConfigColumn;
  userId: ExtraConfigColumn;
  published: ExtraConfigColumn;
  publishedAt: ExtraConfigColumn;
}

/**
 * The indexes every item table has, named after `table`: `<table>_published_at_idx`, the public
 * list's newest-first order (published rows only), and `<table>_user_idx`, one uploader's items.
 */
export function itemIndexes(table: string, t: ItemIndexColumns) {
  return [
    index(`${table}_published_at_idx`)
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.published}`),
    index(`${table}_user_idx`).on(t.userId),
  ];
}

/**
 * The trigram index on an item's `name` (`<table>_name_trgm_idx`): `name` `$contL` (ILIKE '%…%'),
 * the global search's group of that kind (spec §7; docs/decisions/0004).
 */
export function nameSearchIndex(table: string, name: ExtraConfigColumn) {
  return index(`${table}_name_trgm_idx`).using('gin', name.op('gin_trgm_ops'));
}
