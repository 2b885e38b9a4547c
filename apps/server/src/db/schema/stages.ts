import type { StageManifest } from '@synthhub/shared/stages/stage-manifest';
import type { StageFileMode, StageFileType, StagePlatform } from '@synthhub/shared/stages/stages.constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { itemChildColumns, itemColumns, itemIndexes, itemRef, nameSearchIndex } from './item-columns.ts';
import { createdAt, timestamptz } from './timestamps.ts';
import { ownedBy } from './owned-by.ts';

/**
 * A stage (spec §3 "Avatar and Stage (model)" and "the editable stage entity"; formats.md §6.3).
 * Its files live in `stage_files`; `experience_tag` links it to an experience beatmap (spec §5).
 */
export const stages = pgTable(
  'stages',
  {
    ...itemColumns(),
    name: text('name').notNull(),
    youtubeUrl: text('youtube_url'),
    experienceTag: text('experience_tag'),
  },
  (t) => [...itemIndexes('stages', t), nameSearchIndex('stages', t.name)],
);

/**
 * One stage file (spec §3 "Stage file"): a bundle for one platform and mode, made from a
 * `.stagepkg` (formats.md §3.2). Files of one package that share a bundle share its `storage_key`
 * (content-addressed). `manifest` is the package's manifest (version 1, formats.md §6.3).
 */
export const stageFiles = pgTable(
  'stage_files',
  {
    ...itemChildColumns('stageId', 'stage_id', () => stages.id),
    mode: text('mode').$type<StageFileMode>().notNull(),
    platform: text('platform').$type<StagePlatform>().notNull(),
    type: text('type').$type<StageFileType>().notNull().default('default'),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(false),
    description: text('description'),
    experienceTag: text('experience_tag'),
    manifest: jsonb('manifest').$type<StageManifest>(),
    storageKey: text('storage_key').notNull(),
    filesize: integer('filesize').notNull(),
    filename: text('filename').notNull(),
    filenameOriginal: text('filename_original').notNull(),
    extension: text('extension').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('stage_files_stage_idx').on(t.stageId, t.id.desc()),
    check('stage_files_mode_ck', sql`${t.mode} in ('normal', 'spin', 'experience')`),
    check('stage_files_platform_ck', sql`${t.platform} in ('pc', 'quest')`),
    check('stage_files_type_ck', sql`${t.type} in ('default', 'no-sound-fx', 'performance', 'alternate')`),
    check('stage_files_version_ck', sql`${t.version} >= 1`),
  ],
);

/** A stage's tags (spec §3 "tags (list of strings)"), kept in the order given. */
export const stageTags = pgTable(
  'stage_tags',
  {
    stageId: itemRef('stage_id', () => stages.id),
    tag: text('tag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.stageId, t.tag] }), index('stage_tags_tag_idx').on(sql`lower(${t.tag})`)],
);

/**
 * A pending signed upload (spec §7 "Uploads" steps 1-3; design.md §2 Storage): made by
 * `GET /api/models/stages/upload`, filled by the single `PUT` to its signed URL (`received_at`,
 * `storage_key`, `filesize`), and deleted when `POST /api/models/stages/upload` uses it (or when it
 * expires unused). `kind` names what the upload is for ("stage").
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: ownedBy(),
    expiresAt: timestamptz('expires_at').notNull(),
    receivedAt: timestamptz('received_at'),
    claimedAt: timestamptz('claimed_at'),
    storageKey: text('storage_key'),
    filesize: integer('filesize'),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_expires_idx').on(t.expiresAt)],
);
