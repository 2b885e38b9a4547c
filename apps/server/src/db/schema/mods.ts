import type { ModPlatform } from '@synthhub/shared/mods/mods.constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { itemChildColumns, itemColumns, itemIndexes, itemRef, nameSearchIndex } from './item-columns.ts';
import { createdAt } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * A mod (spec §2 `/mods`; packages/shared/src/mods): the item columns every kind has (owner,
 * publish, counts, votes, moderation; docs/decisions/0030) plus the unique `slug` dependencies
 * name it by, the one-line `summary`, `source_url` and `license`. Versions live in `mod_versions`.
 */
export const mods = pgTable(
  'mods',
  {
    ...itemColumns(),
    slug: text('slug').notNull().unique('mods_slug_unique'),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    sourceUrl: text('source_url'),
    license: text('license').notNull().default(''),
  },
  (t) => [
    ...itemIndexes('mods', t),
    nameSearchIndex('mods', t.name),
    // Lower-case only, so `mods_slug_unique` is case-insensitive (docs/decisions/0046).
    check('mods_slug_lower_ck', sql`${t.slug} = lower(${t.slug})`),
  ],
);

/** A mod's tags, kept in the order given (stored like `stage_tags`). */
export const modTags = pgTable(
  'mod_tags',
  {
    modId: itemRef('mod_id', () => mods.id),
    tag: text('tag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modId, t.tag] }), index('mod_tags_tag_idx').on(sql`lower(${t.tag})`)],
);

/** A mod's co-authors besides its owner (`mods.user_id`): they may edit it and upload versions. */
export const modAuthors = pgTable(
  'mod_authors',
  {
    modId: itemRef('mod_id', () => mods.id),
    userId: ownedBy(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.modId, t.userId] }), index('mod_authors_user_idx').on(t.userId)],
);

/**
 * One version of a mod: a semantic version number unique within the mod (never replaced; sorted
 * with `semver` in code, not in SQL), changelog, supported game versions and platforms, and
 * `deprecated` (hidden from "latest" and from dependency resolution, still downloadable).
 */
export const modVersions = pgTable(
  'mod_versions',
  {
    ...itemChildColumns('modId', 'mod_id', () => mods.id),
    version: text('version').notNull(),
    changelog: text('changelog').notNull().default(''),
    gameVersions: text('game_versions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: text('platforms').array().$type<ModPlatform[]>().notNull(),
    deprecated: boolean('deprecated').notNull().default(false),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('mod_versions_mod_version_unique').on(t.modId, t.version)],
);

/** A dependency of a mod version: another mod and the npm semver range of its versions that work. */
export const modVersionDependencies = pgTable(
  'mod_version_dependencies',
  {
    versionId: itemRef('version_id', () => modVersions.id),
    dependsOnModId: integer('depends_on_mod_id')
      .notNull()
      .references(() => mods.id, { onDelete: 'cascade' }),
    range: text('range').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.dependsOnModId] }),
    index('mod_version_dependencies_target_idx').on(t.dependsOnModId),
  ],
);

/** A stored file of a mod version (.zip or .dll): name, size in bytes, SHA-256 (hex), content key. */
export const modVersionFiles = pgTable(
  'mod_version_files',
  {
    id: serial('id').primaryKey(),
    versionId: itemRef('version_id', () => modVersions.id),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('mod_version_files_version_idx').on(t.versionId)],
);
