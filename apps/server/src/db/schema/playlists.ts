import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CoverKeys } from '../../lib/covers.ts';
import { beatmaps } from './beatmaps.ts';
import { users } from './users.ts';

/**
 * A playlist (spec §3 "Playlist"; formats.md §2, §6.3). The `.playlist` fields are columns
 * (`selectedIconIndex` is the API's `icon`, `selectedTexture` its `texture`); `extra` keeps the
 * file's unknown top-level keys so a download writes them back. `creationDateS` is the file's
 * `creationDate` in Unix seconds.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    gradientTop: text('gradient_top').notNull(),
    gradientDown: text('gradient_down').notNull(),
    colorTitle: text('color_title').notNull(),
    colorTexture: text('color_texture').notNull(),
    selectedIconIndex: integer('selected_icon_index').notNull().default(0),
    selectedTexture: integer('selected_texture').notNull().default(0),
    creationDateS: bigint('creation_date_s', { mode: 'number' }),
    extra: jsonb('extra')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    coverKeys: jsonb('cover_keys')
      .$type<CoverKeys>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    coverVersion: integer('cover_version').notNull().default(1),
    filenameOriginal: text('filename_original').notNull().default(''),
    version: integer('version').notNull().default(1),
    autoPlaylistId: integer('auto_playlist_id'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    downloadCount: integer('download_count').notNull().default(0),
    upvoteCount: integer('upvote_count').notNull().default(0),
    downvoteCount: integer('downvote_count').notNull().default(0),
    score: numeric('score', { precision: 12, scale: 4 }).notNull().default('0'),
    rating: numeric('rating', { precision: 12, scale: 4 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('playlists_published_at_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.published}`),
    index('playlists_user_idx').on(t.userId),
    // `name` `$contL` (ILIKE '%…%'), the global search's playlists group (spec §7).
    index('playlists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * One song of a playlist, in `position` order (0-based). `hash` identifies the song (formats.md
 * §1.6); `beatmapId` is the beatmap found by that hash when the song was added (looked up again by
 * hash when read, so songs uploaded later are found too). The entry's display fields are kept so
 * songs that are not on the site can be shown, and `extra` keeps its unknown keys.
 */
export const playlistItems = pgTable(
  'playlist_items',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hash: text('hash').notNull(),
    beatmapId: integer('beatmap_id').references(() => beatmaps.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    author: text('author').notNull().default(''),
    beatmapper: text('beatmapper').notNull().default(''),
    difficulty: integer('difficulty'),
    trackDurationS: doublePrecision('track_duration_s'),
    addedTimeS: bigint('added_time_s', { mode: 'number' }),
    extra: jsonb('extra')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    uniqueIndex('playlist_items_position_uq').on(t.playlistId, t.position),
    index('playlist_items_hash_idx').on(t.hash),
  ],
);
