import { z } from 'zod';
import { cleanDisplayText, hasNoNul, NUL_MESSAGE } from '../format/display-text.ts';
import { dbIdSchema } from '../api/ids.ts';
import { type Created, itemSchema, itemUserSchema } from '../items/item.schemas.ts';
import { stageTagsSchema } from '../stages/stages.schemas.ts';
import { BEATMAP_DESCRIPTION_MAX, BEATMAP_TEXT_MAX, type UploadMode } from './beatmaps.constants.ts';

/**
 * The beatmap upload record sent as the multipart `data` field of `POST /api/beatmaps/upload`
 * (spec §3 "Beatmap upload record"; defaults from spec §9).
 */
export const beatmapUploadRecordSchema = z.object({
  beatmap_id: dbIdSchema.nullish(),
  type: z.string().max(32).refine(hasNoNul, NUL_MESSAGE).nullish(),
  description: z.string().max(BEATMAP_DESCRIPTION_MAX).refine(hasNoNul, NUL_MESSAGE).nullish(),
  published: z.boolean().default(false),
  production_mode: z.boolean().default(false),
  options: z
    .object({
      make_primary: z.boolean().default(true),
      unpublish_previous: z.boolean().default(true),
    })
    .default({ make_primary: true, unpublish_previous: true }),
  mapper: z.string().overwrite(cleanDisplayText).max(BEATMAP_TEXT_MAX).nullish(),
});
export type BeatmapUploadRecord = z.infer<typeof beatmapUploadRecordSchema>;
export type BeatmapUploadRecordInput = z.input<typeof beatmapUploadRecordSchema>;

/**
 * Builds the upload record for an "Upload As..." mode exactly as spec §4 "Beatmap upload modes":
 * - default: published from the form, production mode on, make_primary on, unpublish_previous on
 * - alternate: published from the form, production mode on, both options off
 * - draft: unpublished, production mode off, both options off
 */
export function uploadRecordForMode(
  mode: UploadMode,
  form: { published: boolean; beatmap_id?: number | null; description?: string | null },
): BeatmapUploadRecord {
  const base = { beatmap_id: form.beatmap_id ?? null, description: form.description ?? null };
  switch (mode) {
    case 'default':
      return {
        ...base,
        published: form.published,
        production_mode: true,
        options: { make_primary: true, unpublish_previous: true },
      };
    case 'alternate':
      return {
        ...base,
        published: form.published,
        production_mode: true,
        options: { make_primary: false, unpublish_previous: false },
      };
    case 'draft':
      return {
        ...base,
        published: false,
        production_mode: false,
        options: { make_primary: false, unpublish_previous: false },
      };
  }
}

/** Body of `PATCH /api/beatmaps/{id}` (spec §2 /beatmaps/edit/{id}; youtube_url rule from spec §5). */
export const beatmapPatchSchema = z
  .object({
    title: z.string().overwrite(cleanDisplayText).trim().min(1, 'Required').max(BEATMAP_TEXT_MAX),
    artist: z.string().overwrite(cleanDisplayText).trim().min(1, 'Required').max(BEATMAP_TEXT_MAX),
    mapper: z.string().overwrite(cleanDisplayText).trim().min(1, 'Required').max(BEATMAP_TEXT_MAX),
    description: z.string().max(BEATMAP_DESCRIPTION_MAX).nullable(),
    youtube_url: z
      .union([z.url('Must be a URL'), z.literal('')])
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    explicit: z.boolean(),
    published: z.boolean(),
    /**
     * The beatmap's tags: the Tags rule of spec §5 (2-30 characters, letters, digits, hyphen and
     * space, at most 10, no repeats), the stages' rule reused, stored lowercase so the browse
     * filter matches however a tag was typed (docs/decisions/0022).
     */
    tags: stageTagsSchema.transform((tags) => tags.map((tag) => tag.toLowerCase())),
  })
  .partial();
export type BeatmapPatch = z.infer<typeof beatmapPatchSchema>;
export type BeatmapPatchInput = z.input<typeof beatmapPatchSchema>;

/** What `POST /api/beatmaps/upload` answers (spec §7 "Uploads": the response's id is read). */
export type UploadResponse = Created;

/**
 * A beatmap as the API answers it (formats.md §6.3, the fields Synthhub has): the item fields of
 * {@link itemSchema} plus the beatmap's own. Numeric `bpm`, `score` and `rating` are strings,
 * `duration` is "mm:ss", URLs are relative, dates ISO 8601.
 */
export const beatmapSchema = itemSchema.extend({
  hash: z.string(),
  title: z.string(),
  artist: z.string(),
  mapper: z.string(),
  duration: z.string(),
  /** Duration in seconds; null when the upload gave no way to measure it. */
  duration_s: z.number().nullable(),
  bpm: z.string(),
  /** Difficulty names that hold notes, in slot order (`Custom` stays `Custom`). */
  difficulties: z.array(z.string()),
  /** Label of the `Custom` slot (`CustomDifficultyName`), null when unnamed or absent. */
  custom_difficulty_name: z.string().nullable(),
  /** Notes per difficulty name. */
  note_counts: z.record(z.string(), z.number()),
  youtube_url: z.string().nullable(),
  /** The beatmap's tags, lowercase, in the order given (spec §3 "Beatmap … tags (tag)"; docs/decisions/0022). */
  tags: z.array(z.object({ tag: z.string() })),
  filename: z.string(),
  filename_original: z.string(),
  play_count: z.number().int(),
  play_count_daily: z.number().int(),
  /** Visible reviews of the beatmap (docs/decisions/0027). */
  review_count: z.number().int(),
  /** How many of those reviews recommend it. */
  recommend_count: z.number().int(),
  production_mode: z
    .boolean()
    .describe("The file's ProductionMode (formats.md §1.3); set by the upload mode (spec §4)"),
  beat_saber_convert: z
    .boolean()
    .describe("Converted from a Beat Saber map: the file's BeatConverted (formats.md §1.3)"),
  explicit: z.boolean().describe("Explicit content: the file's Explicit (formats.md §1.3)"),
  ost: z.boolean().describe('An official soundtrack entry: public even when unpublished (formats.md §6.2)'),
  featured: z.boolean().describe('Featured by a moderator (spec §2 "Admin area"; docs/decisions/0030)'),
  uploaded_at: z.string(),
  version: z.number().int(),
  collaborators: z.array(
    z.object({
      id: z.number().int(),
      order: z.number().int(),
      user: itemUserSchema.pick({ id: true, username: true }),
    }),
  ),
  preview_url: z.string().nullable(),
  video_url: z.string().nullable(),
});
export type Beatmap = z.infer<typeof beatmapSchema>;
