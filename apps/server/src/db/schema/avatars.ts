import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { itemColumns, itemIndexes, nameSearchIndex } from './item-columns.ts';

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
    ...itemColumns(),
    name: text('name').notNull(),
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
    version: integer('version').notNull().default(1),
  },
  (t) => [...itemIndexes('avatars', t), nameSearchIndex('avatars', t.name)],
);
