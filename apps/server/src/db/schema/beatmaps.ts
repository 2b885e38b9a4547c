import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { itemChildColumns, itemColumns, itemIndexes } from './item-columns.ts';

import type { CoverKeys } from '../../lib/cover-keys.ts';
import { createdAt, timestamptz } from './timestamps.ts';

export type { CoverKeys };

/** PostgreSQL `tsvector`, for the generated full-text column (drizzle has no built-in type). */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/**
 * A beatmap (spec §3 "Beatmap"). The columns from `title` to `coverKeys` mirror its primary
 * version, so lists read one table; `primaryVersionId` names that version.
 */
export const beatmaps = pgTable(
  'beatmaps',
  {
    ...itemColumns(),
    primaryVersionId: integer('primary_version_id'),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    mapper: text('mapper').notNull(),
    youtubeUrl: text('youtube_url'),
    hash: text('hash').notNull(),
    bpm: numeric('bpm', { precision: 10, scale: 3 }).notNull().default('0'),
    durationS: integer('duration_s'),
    difficulties: jsonb('difficulties')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    noteCounts: jsonb('note_counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customDifficultyName: text('custom_difficulty_name'),
    /**
     * The beatmap's tags (spec §3 "Beatmap … tags"; the Tags rule of spec §5), lowercase, in the
     * order given: set by the uploader's edit and by demo seeding (docs/decisions/0022). A JSON
     * array so the list grammar filters them with `$jsonContainsAny` like `difficulties`.
     */
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    filenameOriginal: text('filename_original').notNull().default(''),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    explicit: boolean('explicit').notNull().default(false),
    beatSaberConvert: boolean('beat_saber_convert').notNull().default(false),
    productionMode: boolean('production_mode').notNull().default(false),
    ost: boolean('ost').notNull().default(false),
    playCount: integer('play_count').notNull().default(0),
    playCountDaily: integer('play_count_daily').notNull().default(0),
    /**
     * Visible reviews of the beatmap and how many of them recommend it (docs/decisions/0027):
     * counters kept by modules/reviews in the transaction that writes the review rows.
     */
    reviewCount: integer('review_count').notNull().default(0),
    recommendCount: integer('recommend_count').notNull().default(0),
    /**
     * Full-text search over title, artist, mapper (weight A) and description (weight B), with the
     * `simple` configuration (no stemming: names in any language). Read by the `$tsQuery` operator
     * of the list query grammar (formats.md §6.1); never selected by the presenters.
     */
    textSearch: tsvector('text_search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(artist, '') || ' ' || coalesce(mapper, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`,
    ),
  },
  (t) => [
    ...itemIndexes('beatmaps', t),
    // One uploader's published beatmaps, newest first: profile lists (`user_id`) and /api/user?join=beatmaps.
    index('beatmaps_user_published_idx')
      .on(t.userId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.published}`),
    index('beatmaps_hash_idx').on(t.hash),
    // Map hashes are kept lower-case only (formats.md §1.6; docs/decisions/0046).
    check('beatmaps_hash_lower_ck', sql`${t.hash} = lower(${t.hash})`),
    // The list grammar's search paths (docs/decisions/0004): `$tsQuery`, `$contL` (ILIKE) and
    // `$jsonContainsAny` (?|).
    index('beatmaps_text_search_idx').using('gin', t.textSearch),
    index('beatmaps_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('beatmaps_artist_trgm_idx').using('gin', t.artist.op('gin_trgm_ops')),
    index('beatmaps_mapper_trgm_idx').using('gin', t.mapper.op('gin_trgm_ops')),
    index('beatmaps_difficulties_idx').using('gin', t.difficulties),
    index('beatmaps_tags_idx').using('gin', t.tags),
  ],
);

/**
 * One uploaded `.synth` of a beatmap (spec §4 upload modes: a beatmap keeps its files as versions;
 * the primary one is what visitors get). `fileKey` is the upload as sent; `downloadKey` is the same
 * archive with `synthriderz.meta.json` {id, hash} added (formats.md §1.1).
 */
export const beatmapVersions = pgTable(
  'beatmap_versions',
  {
    ...itemChildColumns('beatmapId', 'beatmap_id', () => beatmaps.id),
    version: integer('version').notNull(),
    hash: text('hash').notNull(),
    hashSource: text('hash_source').notNull(),
    metaEncrypted: boolean('meta_encrypted').notNull().default(false),
    fileKey: text('file_key').notNull(),
    downloadKey: text('download_key').notNull(),
    downloadSize: integer('download_size').notNull(),
    filesize: integer('filesize').notNull(),
    filenameOriginal: text('filename_original').notNull(),
    title: text('title').notNull(),
    artist: text('artist').notNull(),
    mapper: text('mapper').notNull(),
    bpm: numeric('bpm', { precision: 10, scale: 3 }).notNull().default('0'),
    durationS: integer('duration_s'),
    difficulties: jsonb('difficulties')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    noteCounts: jsonb('note_counts')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    customDifficultyName: text('custom_difficulty_name'),
    coverKeys: jsonb('cover_keys')
      .$type<CoverKeys>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    explicit: boolean('explicit').notNull().default(false),
    beatSaberConvert: boolean('beat_saber_convert').notNull().default(false),
    productionMode: boolean('production_mode').notNull().default(false),
    published: boolean('published').notNull().default(false),
    editorVersion: text('editor_version'),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('beatmap_versions_hash_uq').on(t.hash),
    // Lower-case only, so this unique index is case-insensitive (docs/decisions/0046).
    check('beatmap_versions_hash_lower_ck', sql`${t.hash} = lower(${t.hash})`),
    uniqueIndex('beatmap_versions_beatmap_version_uq').on(t.beatmapId, t.version),
  ],
);
