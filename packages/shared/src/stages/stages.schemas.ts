import { z } from 'zod';
import { cleanDisplayText } from '../format/display-text.ts';
import { DB_ID_MAX, DB_ID_MESSAGE } from '../api/ids.ts';
import {
  EXPERIENCE_TAG_PATTERN,
  STAGE_DESCRIPTION_MAX,
  STAGE_FILE_MODES,
  STAGE_FILE_TYPES,
  STAGE_NAME_MAX,
  STAGE_NAME_MIN,
  STAGE_PLATFORMS,
  STAGE_TAG_MAX,
  STAGE_TAG_MIN,
  STAGE_TAG_PATTERN,
  STAGE_TAGS_MAX,
} from './stages.constants.ts';

/** The messages of the stage rules (spec §5), shared by the edit form, the API and the tests. */
export const STAGE_MESSAGES = {
  required: 'Required',
  nameMax: `At most ${STAGE_NAME_MAX} characters`,
  descriptionMax: `At most ${STAGE_DESCRIPTION_MAX} characters`,
  url: 'Must be a URL',
  tagLength: `Tags must be ${STAGE_TAG_MIN}-${STAGE_TAG_MAX} characters`,
  tagPattern:
    'Tags must start and end with a letter or digit and hold only letters, digits, hyphens and spaces',
  tagsMax: `At most ${STAGE_TAGS_MAX} tags`,
  tagsUnique: 'Each tag may appear only once',
  experienceTag: 'Must be "EXP-" followed by 12 letters or digits, or "EXPERIENCE" followed by 4',
} as const;

/** Stage name (spec §5 "Stage name: 1-64 characters"), cleaned (`cleanDisplayText`) and trimmed. */
export const stageNameSchema = z
  .string()
  .overwrite(cleanDisplayText)
  .trim()
  .min(STAGE_NAME_MIN, STAGE_MESSAGES.required)
  .max(STAGE_NAME_MAX, STAGE_MESSAGES.nameMax);

/** A description (spec §3: nullable); blank text becomes null. */
export const stageDescriptionSchema = z
  .string()
  .max(STAGE_DESCRIPTION_MAX, STAGE_MESSAGES.descriptionMax)
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v));

/**
 * `youtube_url` (spec §5 "must be a URL"; spec §3 nullable): an http(s) URL, or ''/null for none.
 * Other schemes (`javascript:` …) are refused because the page renders it as a link.
 */
export const youtubeUrlSchema = z
  .union([z.url({ protocol: /^https?$/, message: STAGE_MESSAGES.url }), z.literal('')], {
    error: STAGE_MESSAGES.url,
  })
  .nullable()
  .transform((v) => (v === '' ? null : v));

/** One tag (spec §5): 2-30 characters, alphanumeric at both ends, letters/digits/hyphen/space inside. */
export const stageTagSchema = z
  .string()
  .trim()
  .min(STAGE_TAG_MIN, STAGE_MESSAGES.tagLength)
  .max(STAGE_TAG_MAX, STAGE_MESSAGES.tagLength)
  .regex(STAGE_TAG_PATTERN, STAGE_MESSAGES.tagPattern);

/** A stage's tags (spec §3 "tags (list of strings)"): each per {@link stageTagSchema}, no repeats. */
export const stageTagsSchema = z
  .array(stageTagSchema)
  .max(STAGE_TAGS_MAX, STAGE_MESSAGES.tagsMax)
  .refine(
    (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
    STAGE_MESSAGES.tagsUnique,
  );

/** An experience tag (spec §5): "EXP-" + 12 alphanumerics or "EXPERIENCE" + 4 alphanumerics. */
export const experienceTagSchema = z
  .string()
  .trim()
  .regex(EXPERIENCE_TAG_PATTERN, STAGE_MESSAGES.experienceTag);

/** A nullable experience tag as forms send it: ''/null mean none. */
export const optionalExperienceTagSchema = z
  .union([z.literal(''), experienceTagSchema], { error: STAGE_MESSAGES.experienceTag })
  .nullable()
  .transform((v) => (v === '' ? null : v));

/**
 * Body of `PATCH /api/models/stages/{id}` and the edit form (spec §3 "the editable stage entity":
 * name, description, youtube_url, published, tags; plus the experience tag, spec §5). Every field
 * is optional; only the given ones change.
 */
export const stagePatchSchema = z
  .object({
    name: stageNameSchema,
    description: stageDescriptionSchema,
    youtube_url: youtubeUrlSchema,
    tags: stageTagsSchema,
    experience_tag: optionalExperienceTagSchema,
    published: z.boolean(),
  })
  .partial();
/** A checked stage edit (blank text turned into null). */
export type StagePatch = z.output<typeof stagePatchSchema>;
/** A stage edit as a form or client writes it. */
export type StagePatchInput = z.input<typeof stagePatchSchema>;

/** Body of `PATCH /api/models/stages/{id}/files/{fileId}`: a file's type, description, published. */
export const stageFilePatchSchema = z
  .object({
    type: z.enum(STAGE_FILE_TYPES),
    description: stageDescriptionSchema,
    published: z.boolean(),
  })
  .partial();
/** A checked stage-file edit. */
export type StageFilePatch = z.output<typeof stageFilePatchSchema>;
/** A stage-file edit as a client writes it. */
export type StageFilePatchInput = z.input<typeof stageFilePatchSchema>;

/**
 * A stage file as spec §3 defines it: id ≥ 1, published, mode, platform, type, description
 * (nullable), version ≥ 1, experience_tag (nullable). Tests check API answers against it.
 */
export const stageFileSchema = z.object({
  id: z.number().int().min(1),
  published: z.boolean(),
  mode: z.enum(STAGE_FILE_MODES),
  platform: z.enum(STAGE_PLATFORMS),
  type: z.enum(STAGE_FILE_TYPES),
  description: z.string().nullable(),
  version: z.number().int().min(1),
  experience_tag: z.string().nullable(),
});

/**
 * Body of `POST /api/models/stages/upload`, step 3 of the stage upload (spec §3 "Stage upload
 * payload", §7 "Uploads"): `fileId` is the id `GET /api/models/stages/upload` answered; `stageId`
 * null, 0 or absent makes a new stage, else the files are added to that stage (the caller's own);
 * `type` and `description` apply to every file the package holds.
 */
export const stageUploadPayloadSchema = z.object({
  fileId: z.string().trim().min(1, STAGE_MESSAGES.required).max(64),
  stageId: z
    .number()
    .int()
    .min(0)
    .max(DB_ID_MAX, DB_ID_MESSAGE)
    .nullish()
    .transform((v) => (v ? v : null)),
  published: z.boolean().default(false),
  type: z.enum(STAGE_FILE_TYPES).default('default'),
  description: stageDescriptionSchema.optional().transform((v) => v ?? null),
});
/** A checked upload payload (`stageId` null for a new stage, defaults filled in). */
export type StageUploadPayload = z.output<typeof stageUploadPayloadSchema>;
/** An upload payload as a client writes it. */
export type StageUploadPayloadInput = z.input<typeof stageUploadPayloadSchema>;
