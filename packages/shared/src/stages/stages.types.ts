import { z } from 'zod';
import { type Created, itemSchema } from '../items/item.schemas.ts';
import { stageManifestOutputSchema } from './stage-manifest.ts';
import { STAGE_FILE_MODES, STAGE_FILE_TYPES, STAGE_PLATFORMS } from './stages.constants.ts';

/**
 * The stored file behind a stage file (formats.md §6.3 `StageFiles.file`; NoodleManagerX saves it
 * as `filename` in `CustomStages/`). `filesize` is in bytes; `cdn_url` is null because downloads go
 * through `/api/models/stages/{id}/download?file_id=` (clients fall back to it when null);
 * `extension` has no dot: `stage`, `spinstage`, `stagedroid`, `stagequest`, `spinstagequest`.
 */
export const stageFileObjectSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  filename_original: z.string(),
  extension: z.string(),
  filesize: z.number().int(),
  visibility: z.literal('public'),
  cdn_url: z.string().nullable(),
  cdn_key: z.string(),
  download_count: z.number().int(),
  created_at: z.string(),
});
export type StageFileObject = z.infer<typeof stageFileObjectSchema>;

/**
 * One stage file as the API answers it (spec §3 "Stage file"; formats.md §6.3 `StageFiles`): a
 * bundle for one platform and mode. Files of version 1 carry the package's `manifest`.
 */
export const stageFileEntrySchema = z.object({
  id: z.number().int(),
  mode: z.enum(STAGE_FILE_MODES),
  platform: z.enum(STAGE_PLATFORMS),
  type: z.enum(STAGE_FILE_TYPES),
  version: z.number().int(),
  published: z.boolean(),
  description: z.string().nullable(),
  experience_tag: z.string().nullable(),
  created_at: z.string(),
  manifest: stageManifestOutputSchema.optional(),
  file: stageFileObjectSchema,
});
export type StageFile = z.infer<typeof stageFileEntrySchema>;

/**
 * A stage as the API answers it (formats.md §6.3 "Stage", spec §3 "Avatar and Stage (model)" and
 * "the editable stage entity"): the item fields of {@link itemSchema} plus the stage's own.
 * `files` are the files the caller may see (newest first); `latest_files` the newest per platform
 * and mode (the newest `default` one, else the newest of any type), ordered pc before quest, then
 * normal, spin, experience. `download_url` needs `?file_id=`.
 */
export const stageSchema = itemSchema.extend({
  name: z.string(),
  youtube_url: z.string().nullable(),
  tags: z.array(z.string()),
  experience_tag: z.string().nullable(),
  files: z.array(stageFileEntrySchema),
  latest_files: z.array(stageFileEntrySchema),
});
export type Stage = z.infer<typeof stageSchema>;

/**
 * What `GET /api/models/stages/upload` answers (spec §7 "Uploads" step 1): the upload's `id` (sent
 * back as `fileId` in step 3) and `cdn_url`, a signed, expiring, single-use URL to `PUT` the file to.
 */
export const stageUploadTicketSchema = z.object({ id: z.string(), cdn_url: z.string() });
export type StageUploadTicket = z.infer<typeof stageUploadTicketSchema>;

/** What `POST /api/models/stages/upload` answers (spec §7 step 3: the response's id is read). */
export type StageUploadResponse = Created;
