import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { itemChildColumns, itemColumns, itemIndexes, nameSearchIndex } from './item-columns.ts';
import { beatmaps } from './beatmaps.ts';

/**
 * A playlist's four colours as the game's `.playlist` keeps them (formats.md §2: `gradientTop`,
 * `gradientDown`, `colorTitle`, `colorTexture`; hex strings, defaults in PLAYLIST_DEFAULT_COLORS).
 */
const colourColumns = () => ({
  gradientTop: text('gradient_top').notNull(),
  gradientDown: text('gradient_down').notNull(),
  colorTitle: text('color_title').notNull(),
  colorTexture: text('color_texture').notNull(),
});

/**
 * A playlist (spec §3 "Playlist"; formats.md §2, §6.3). The `.playlist` fields are columns
 * (`selectedIconIndex` is the API's `icon`, `selectedTexture` its `texture`); `extra` keeps the
 * file's unknown top-level keys so a download writes them back. `creationDateS` is the file's
 * `creationDate` in Unix seconds.
 */
export const playlists = pgTable(
  'playlists',
  {
    ...itemColumns(),
    name: text('name').notNull(),
    ...colourColumns(),
    selectedIconIndex: integer('selected_icon_index').notNull().default(0),
    selectedTexture: integer('selected_texture').notNull().default(0),
    creationDateS: bigint('creation_date_s', { mode: 'number' }),
    extra: jsonb('extra')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    filenameOriginal: text('filename_original').notNull().default(''),
    version: integer('version').notNull().default(1),
    autoPlaylistId: integer('auto_playlist_id'),
  },
  (t) => [...itemIndexes('playlists', t), nameSearchIndex('playlists', t.name)],
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
    ...itemChildColumns('playlistId', 'playlist_id', () => playlists.id),
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
    // Lower-case only, as the beatmaps it is matched with (docs/decisions/0046).
    check('playlist_items_hash_lower_ck', sql`${t.hash} = lower(${t.hash})`),
  ],
);
