import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CoverKeys } from '../../lib/covers.ts';
import { users } from './users.ts';

/**
 * An avatar's licence as read from its `.vrm` (formats.md §4; `VrmLicense` of packages/formats):
 * 0.x `licenseName` as `name`, 1.0 `licenseUrl` as `url`, `otherLicenseUrl`, and the permission
 * fields under their VRM names.
 */
export interface AvatarLicenseColumn {
  name: string | null;
  url: string | null;
  otherLicenseUrl: string | null;
  permissions: Record<string, string | boolean>;
}

/**
 * An avatar (spec §3 "Avatar and Stage (model)"; formats.md §4, §6.3): one uploaded `.vrm` kept
 * byte for byte under `fileKey`, with what its meta says (`specVersion`, `authors`,
 * `modelVersion`, `license`) and the editable fields (name, description, youtube_url, published).
 * The embedded thumbnail, or a cover uploaded later, is the cover (`coverKeys`).
 */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    description: text('description'),
    youtubeUrl: text('youtube_url'),
    specVersion: text('spec_version').$type<'0.x' | '1.0'>().notNull(),
    authors: jsonb('authors')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    modelVersion: text('model_version'),
    license: jsonb('license').$type<AvatarLicenseColumn>().notNull(),
    fileKey: text('file_key').notNull(),
    filesize: integer('filesize').notNull(),
    filenameOriginal: text('filename_original').notNull(),
    coverKeys: jsonb('cover_keys')
      .$type<CoverKeys>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    coverVersion: integer('cover_version').notNull().default(1),
    version: integer('version').notNull().default(1),
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
    index('avatars_published_at_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.published}`),
    index('avatars_user_idx').on(t.userId),
    // `name` `$contL` (ILIKE '%…%'), the global search's avatars group (spec §7).
    index('avatars_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
